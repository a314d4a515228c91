import { describe, expect, it } from 'vitest';
import { REMOTE_APPS } from '@port/shared/contracts/remotes';
import { routePattern } from '../../src/platform/route-remote';
import { isSpaRoute } from '../../src/platform/spa-routes';

// Spec §2 routes; issue 20: remote pages come from the one remotes list (remote-apps.json).
describe('which paths are pages (200) and which are a real 404', () => {
  it('the pages of spec §2, the shell and every remote, with their parameters', () => {
    for (const path of [
      '/',
      '/login',
      '/auth/callback',
      '/dashboard',
      '/dashboard/',
      '/dashboard/analyzer/mutual-funds',
      '/dashboard/omnibus/plan-1/automatic-allocation',
      '/dashboard/omnibus/plan-1/proposal-order',
      '/dashboard/segregate/plan-2/proposal-order',
      '/dashboard/plan-id/abc',
      '/unitholder/U123',
      '/plan-select/plans/retirement/review',
      '/plan-select/sla/2',
      '/tax-saving-fund',
      '/oa-landing/create',
      '/oa-landing/renew/kyc',
      '/over-capacity',
    ])
      expect(isSpaRoute(path), path).toBe(true);
  });

  it('anything else under a remote prefix is a 404', () => {
    for (const path of [
      '/dashboard/nope',
      '/dashboard/segregate/plan-2/automatic-allocation',
      '/dashboard/other/plan-1/proposal-order',
      '/tax-saving-fund/x',
      '/oa-landing/renew',
      '/plan-select/plans/a/b/c',
      '/unitholder/a/b',
      '/wp-admin',
    ])
      expect(isSpaRoute(path), path).toBe(false);
  });

  it("every remote page lies under its route's own path (the shell hands it to that module)", () => {
    for (const app of REMOTE_APPS)
      for (const route of app.routes)
        for (const page of route.pages)
          expect(routePattern(route.path).test(page.replace(/:\w+/g, 'x')), `${app.name} ${page}`).toBe(true);
  });
});
