// The whole spec §2 route table as data: who owns each path, in which layout, behind which guards.
// Remote prefixes and exposed modules follow decision record 001; the shell knows nothing below them.
import type { RemoteName } from '@port/shared/contracts/remotes';

export type LayoutName = 'default' | 'landing' | 'body-only' | 'unitholder' | 'blank';

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
const remote = (name: RemoteName, module: string): RouteOwner => ({ kind: 'remote', remote: name, module });

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
  {
    path: '/dashboard/:accountType/:planSlot/proposal-order',
    owner: remote('orders', './ProposalOrderRoute'),
    layout: 'default',
    guards: protectedRoute,
  },
  { path: '/dashboard/*', owner: remote('dashboard', './DashboardRoutes'), layout: 'default', guards: protectedRoute },
  { path: '/unitholder/*', owner: remote('dashboard', './UnitholderRoutes'), layout: 'unitholder', guards: protectedRoute },
  // Plan selection, tax-saving and open-account landings call hybrid/public endpoints and are
  // reachable anonymously; their private calls answer 401 and the http client sends the user to login.
  { path: '/plan-select/*', owner: remote('plan_select', './PlanSelectRoutes'), layout: 'default', guards: everyRoute },
  { path: '/tax-saving-fund/*', owner: remote('tsf', './TsfRoutes'), layout: 'default', guards: everyRoute },
  { path: '/oa-landing/*', owner: remote('oa', './OaRoutes'), layout: 'landing', guards: everyRoute },
  { path: '*', owner: shell('not-found'), layout: 'default', guards: everyRoute },
];
