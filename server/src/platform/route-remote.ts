import { REMOTE_APPS, type RemoteName } from '@port/shared/contracts/remotes';
import { authPaths, otherPaths, portAggregationPaths } from '@port/shared/contracts/api-paths';

/** The remote and exposed module that render a page (the one remotes list, remote-apps.json). */
export interface RouteRemote {
  remote: RemoteName;
  module: string;
  /** GET calls the page makes first for a signed-in customer (issue 19: started with the remote's code). */
  firstData: readonly string[];
}

// The auth guard of a signed-in route reads the profile before anything else renders.
const PROFILE = [authPaths.profile];
/** Extra first calls of a page, by exact path. */
const PAGE_DATA: Record<string, readonly string[]> = {
  '/dashboard': [
    portAggregationPaths.planList,
    portAggregationPaths.analyzer,
    portAggregationPaths.commonConfig,
    otherPaths.serviceLevel,
  ],
};

/** A react-router path of the route table as a RegExp: `:param` one segment, a trailing `/*` the prefix and below. */
export function routePattern(path: string): RegExp {
  const prefix = path.endsWith('/*');
  const body = (prefix ? path.slice(0, -2) : path)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}${prefix ? '(/.*)?' : ''}$`);
}

// Ranked as the router ranks them here: a route without `*` before a prefix, longer before shorter.
const OWNERS = REMOTE_APPS.flatMap((app) =>
  app.routes.map((route) => ({ remote: app.name, module: route.module, signedIn: route.signedIn, path: route.path })),
)
  .sort((a, b) => Number(a.path.endsWith('*')) - Number(b.path.endsWith('*')) || b.path.length - a.path.length)
  .map((owner) => ({ ...owner, pattern: routePattern(owner.path) }));

/** The remote that renders `pathname`, or null for the shell's own pages. */
export function routeRemote(pathname: string): RouteRemote | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const owner = OWNERS.find((entry) => entry.pattern.test(clean));
  if (!owner) return null;
  return {
    remote: owner.remote,
    module: owner.module,
    firstData: [...(owner.signedIn ? PROFILE : []), ...(PAGE_DATA[clean] ?? [])],
  };
}
