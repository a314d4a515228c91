// The whole spec §2 route table as data: who owns each path, in which layout, behind which guards.
// Remote prefixes and exposed modules follow decision record 001; the shell knows nothing below them.
import { REMOTE_APPS, type RemoteName, type RemoteRouteSpec } from '@port/shared/contracts/remote-list';

export const LAYOUT_NAMES = ['default', 'landing', 'body-only', 'unitholder', 'blank'] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

/** Guards run outermost first; maintenance and partner run on every route (spec §2). */
export type GuardName = 'maintenance' | 'partner' | 'auth';

export type ShellPage = 'home' | 'login' | 'auth-callback' | 'error' | 'maintenance' | 'over-capacity' | 'not-found';

export type RouteOwner = { kind: 'shell'; page: ShellPage } | { kind: 'remote'; remote: RemoteName; module: string };

export interface RouteEntry {
  /** react-router path; `/*` marks a prefix whose insides the remote routes itself. */
  path: string;
  owner: RouteOwner;
  layout: LayoutName;
  guards: readonly GuardName[];
}

const everyRoute = ['maintenance', 'partner'] as const satisfies readonly GuardName[];
const protectedRoute = [...everyRoute, 'auth'] as const satisfies readonly GuardName[];

const shell = (page: ShellPage): RouteOwner => ({ kind: 'shell', page });

function layoutOf(route: RemoteRouteSpec): LayoutName {
  const layout = LAYOUT_NAMES.find((name) => name === route.layout);
  if (!layout) throw new Error(`remote-apps.json: ${route.path} names an unknown layout "${route.layout}"`);
  return layout;
}

/** The prefixes each remote owns, from the one remotes list (shared/src/contracts/remote-apps.json, issue 20). */
export const remoteRoutes: readonly RouteEntry[] = REMOTE_APPS.flatMap((app) =>
  app.routes.map((route) => ({
    path: route.path,
    owner: { kind: 'remote', remote: app.name satisfies RemoteName, module: route.module } as const,
    layout: layoutOf(route),
    guards: route.signedIn ? protectedRoute : everyRoute,
  })),
);

/**
 * Order matters only for readability: react-router ranks paths by specificity, so the
 * proposal-order path wins over `/dashboard/*` wherever it is listed.
 */
export const routeTable: readonly RouteEntry[] = [
  { path: '/', owner: shell('home'), layout: 'default', guards: everyRoute },
  { path: '/login', owner: shell('login'), layout: 'blank', guards: everyRoute },
  { path: '/auth/callback', owner: shell('auth-callback'), layout: 'blank', guards: everyRoute },
  { path: '/error', owner: shell('error'), layout: 'default', guards: everyRoute },
  // The maintenance page fetches nothing else (spec §6), so no header/footer calling /api/fnds.
  { path: '/maintenance', owner: shell('maintenance'), layout: 'body-only', guards: everyRoute },
  { path: '/over-capacity', owner: shell('over-capacity'), layout: 'body-only', guards: everyRoute },
  // Remote prefixes (dashboard, unitholder, proposal order, plan-select, tax-saving, open account).
  ...remoteRoutes,
  { path: '*', owner: shell('not-found'), layout: 'default', guards: everyRoute },
];
