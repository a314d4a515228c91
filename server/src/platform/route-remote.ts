import type { RemoteName } from '@port/shared/contracts/remotes';
import { authPaths, otherPaths, portAggregationPaths } from '@port/shared/contracts/api-paths';

/** The remote and exposed module that render a page (the shell's route table, decision record 001). */
export interface RouteRemote {
  remote: RemoteName;
  module: string;
  /** GET calls the page makes first for a signed-in customer (issue 19: started with the remote's code). */
  firstData: readonly string[];
}

// The auth guard of protected routes reads the profile before anything else renders.
const PROTECTED = [authPaths.profile];
const DASHBOARD = [
  ...PROTECTED,
  portAggregationPaths.planList,
  portAggregationPaths.analyzer,
  portAggregationPaths.commonConfig,
  otherPaths.serviceLevel,
];

// Same owners as shell/src/routes/route-table.ts (a test compares the two); first match wins.
const OWNERS: ReadonlyArray<{ pattern: RegExp } & RouteRemote> = [
  {
    pattern: /^\/dashboard\/(omnibus|segregate)\/[^/]+\/proposal-order$/,
    remote: 'orders',
    module: './ProposalOrderRoute',
    firstData: PROTECTED,
  },
  { pattern: /^\/dashboard$/, remote: 'dashboard', module: './DashboardRoutes', firstData: DASHBOARD },
  { pattern: /^\/dashboard\//, remote: 'dashboard', module: './DashboardRoutes', firstData: PROTECTED },
  { pattern: /^\/unitholder(\/|$)/, remote: 'dashboard', module: './UnitholderRoutes', firstData: PROTECTED },
  { pattern: /^\/plan-select(\/|$)/, remote: 'plan_select', module: './PlanSelectRoutes', firstData: [] },
  { pattern: /^\/tax-saving-fund(\/|$)/, remote: 'tsf', module: './TsfRoutes', firstData: [] },
  { pattern: /^\/oa-landing(\/|$)/, remote: 'oa', module: './OaRoutes', firstData: [] },
];

export const ROUTE_REMOTES: ReadonlyArray<Pick<RouteRemote, 'remote' | 'module'>> = OWNERS;

/** The remote that renders `pathname`, or null for the shell's own pages. */
export function routeRemote(pathname: string): RouteRemote | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const owner = OWNERS.find((entry) => entry.pattern.test(clean));
  return owner ? { remote: owner.remote, module: owner.module, firstData: owner.firstData } : null;
}
