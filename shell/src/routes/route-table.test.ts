import { describe, expect, it } from 'vitest';
import { resolveRoute } from './resolve-route';
import { routeTable } from './route-table';

// Every path of the spec §2 route table, with the owner and layout the shell must pick.
const spec2Paths: Array<[path: string, owner: string, layout: string]> = [
  ['/', 'shell:home', 'default'],
  ['/login', 'shell:login', 'blank'],
  ['/auth/callback', 'shell:auth-callback', 'blank'],
  ['/dashboard', 'dashboard:./DashboardRoutes', 'default'],
  ['/dashboard/analyzer', 'dashboard:./DashboardRoutes', 'default'],
  ['/dashboard/analyzer/overview', 'dashboard:./DashboardRoutes', 'default'],
  ['/dashboard/analyzer/mutual-funds', 'dashboard:./DashboardRoutes', 'default'],
  ['/dashboard/omnibus', 'dashboard:./DashboardRoutes', 'default'],
  ['/dashboard/omnibus/3', 'dashboard:./DashboardRoutes', 'default'],
  ['/dashboard/omnibus/3/automatic-allocation', 'dashboard:./DashboardRoutes', 'default'],
  ['/dashboard/omnibus/3/proposal-order', 'orders:./ProposalOrderRoute', 'default'],
  ['/dashboard/segregate', 'dashboard:./DashboardRoutes', 'default'],
  ['/dashboard/segregate/1', 'dashboard:./DashboardRoutes', 'default'],
  ['/dashboard/segregate/1/proposal-order', 'orders:./ProposalOrderRoute', 'default'],
  ['/dashboard/plan-id', 'dashboard:./DashboardRoutes', 'default'],
  ['/dashboard/plan-id/PLN-42', 'dashboard:./DashboardRoutes', 'default'],
  ['/error', 'shell:error', 'default'],
  ['/maintenance', 'shell:maintenance', 'body-only'],
  ['/oa-landing', 'oa:./OaRoutes', 'landing'],
  ['/oa-landing/create', 'oa:./OaRoutes', 'landing'],
  ['/oa-landing/renew/suitability', 'oa:./RenewalRoutes', 'default'],
  ['/oa-landing/renew/kyc', 'oa:./RenewalRoutes', 'default'],
  ['/oa-landing/ats', 'oa:./AtsRoutes', 'default'],
  ['/over-capacity', 'shell:over-capacity', 'body-only'],
  ['/plan-select', 'plan_select:./PlanSelectRoutes', 'default'],
  ['/plan-select/plans', 'plan_select:./PlanSelectRoutes', 'default'],
  ['/plan-select/plans/goal-based', 'plan_select:./PlanSelectRoutes', 'default'],
  ['/plan-select/plans/goal-based/create', 'plan_select:./PlanSelectRoutes', 'default'],
  ['/plan-select/plans/goal-based/review', 'plan_select:./PlanSelectRoutes', 'default'],
  ['/plan-select/playlists/starter', 'plan_select:./PlanSelectRoutes', 'default'],
  ['/plan-select/sla/premium', 'plan_select:./PlanSelectRoutes', 'default'],
  ['/tax-saving-fund', 'tsf:./TsfRoutes', 'default'],
  ['/unitholder', 'dashboard:./UnitholderRoutes', 'unitholder'],
  ['/unitholder/UH-001', 'dashboard:./UnitholderRoutes', 'unitholder'],
  ['/no-such-page', 'shell:not-found', 'default'],
  ['/auth/unknown', 'shell:not-found', 'default'],
];

function ownerOf(path: string): string {
  const { owner } = resolveRoute(path);
  return owner.kind === 'shell' ? `shell:${owner.page}` : `${owner.remote}:${owner.module}`;
}

describe('route table (spec §2)', () => {
  it.each(spec2Paths)('%s is served by %s in the %s layout', (path, owner, layout) => {
    expect(ownerOf(path)).toBe(owner);
    expect(resolveRoute(path).layout).toBe(layout);
  });

  it('runs the maintenance and partner guards on every route (spec §2 guards)', () => {
    for (const entry of routeTable) {
      expect(entry.guards.slice(0, 2)).toEqual(['maintenance', 'partner']);
    }
  });

  it('protects dashboard, proposal order and unitholder with the auth guard (spec §6)', () => {
    for (const path of ['/dashboard', '/dashboard/omnibus/1/proposal-order', '/unitholder/9', '/oa-landing/renew/suitability']) {
      expect(resolveRoute(path).guards).toContain('auth');
    }
    for (const path of ['/', '/login', '/maintenance', '/over-capacity', '/error', '/nope']) {
      expect(resolveRoute(path).guards).not.toContain('auth');
    }
  });

  it('delegates only to the federation names of decision record 001', () => {
    const exposed = new Set([
      'dashboard:./DashboardRoutes',
      'dashboard:./UnitholderRoutes',
      'orders:./ProposalOrderRoute',
      'plan_select:./PlanSelectRoutes',
      'tsf:./TsfRoutes',
      'oa:./OaRoutes',
      'oa:./RenewalRoutes',
      'oa:./AtsRoutes',
    ]);
    for (const { owner } of routeTable) {
      if (owner.kind === 'remote') expect(exposed).toContain(`${owner.remote}:${owner.module}`);
    }
  });
});
