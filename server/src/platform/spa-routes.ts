import { REMOTE_APPS } from '@port/shared/contracts/remotes';
import { routePattern } from './route-remote';

/** The shell's own pages (spec §2). */
const SHELL_PAGES = ['/', '/login', '/auth/callback', '/error', '/maintenance', '/over-capacity'];

/**
 * The routes of spec §2 the shell renders: its own pages and every remote's pages from the one
 * remotes list (remote-apps.json, issue 20). Any other page path is a real 404 (for crawlers too).
 */
const PATTERNS: RegExp[] = [...SHELL_PAGES, ...REMOTE_APPS.flatMap((app) => app.routes.flatMap((route) => route.pages))].map(
  routePattern,
);

export function isSpaRoute(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PATTERNS.some((pattern) => pattern.test(clean));
}
