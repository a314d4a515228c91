import { expect, test, type Page } from '@playwright/test';
import type { PlanDetail } from '@port/shared/contracts/plan-detail';
import type { PlanListData } from '@port/shared/contracts/plan-list';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { demoUser } from '../support/accounts';
import { apiGet } from '../support/api';
import { acknowledgeAaWelcome } from '../support/aa-welcome';
import { signIn } from '../support/sign-in';

// Issue 12 item 4 and "Tests that prove it / Browser": every route of spec §2, signed out and signed
// in, under the app host's strict CSP (styles only with the page's nonce, no 'unsafe-inline'),
// reports 0 violations. The listener is installed before any script of the page runs.

type Violation = { route: string; directive: string; blocked: string; source: string; sample: string };

/** Every route of the spec §2 table with real parameters of the `investor` demo customer (C0003). */
function everyRoute(planId: string): string[] {
  return [
    '/',
    '/login?return_url=%2Fdashboard',
    '/auth/callback',
    '/dashboard',
    '/dashboard?sdk=1',
    '/dashboard/analyzer',
    '/dashboard/analyzer/overview',
    '/dashboard/analyzer/mutual-funds',
    '/dashboard/omnibus',
    '/dashboard/omnibus/1',
    '/dashboard/omnibus/1/automatic-allocation',
    '/dashboard/omnibus/1/proposal-order',
    '/dashboard/segregate',
    '/dashboard/segregate/1',
    '/dashboard/segregate/1/proposal-order',
    '/dashboard/plan-id',
    `/dashboard/plan-id/${planId}`,
    '/error',
    '/maintenance',
    '/oa-landing',
    '/oa-landing/create',
    '/over-capacity',
    '/plan-select',
    '/plan-select/plans',
    '/plan-select/plans/goal-based',
    '/plan-select/plans/goal-based/create',
    '/plan-select/plans/goal-based/review',
    '/plan-select/playlists/global-equity',
    '/plan-select/sla/exclusive',
    '/tax-saving-fund',
    '/unitholder',
    '/unitholder/AG00031',
    '/some/unknown/path',
  ];
}

async function collectViolations(page: Page, sink: Violation[], route: () => string) {
  await page.exposeFunction('__reportCspViolation', (v: Omit<Violation, 'route'>) => sink.push({ route: route(), ...v }));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation;
        void report({
          directive: e.effectiveDirective,
          blocked: e.blockedURI,
          source: `${e.sourceFile}:${e.lineNumber}`,
          sample: e.sample,
        });
      },
      true,
    );
  });
}

/** Loads a route and waits until the page has settled: nothing left on the network, the shell styled. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function planWithPendingOrder(page: Page): Promise<{ path: string; orderNo: string }> {
  const list = await apiGet<PlanListData>(page, portAggregationPaths.planList);
  for (const account of list.accounts) {
    if (account.account_type !== 'omnibus' && account.account_type !== 'segregate') continue;
    for (const plan of account.plans) {
      const detail = await apiGet<PlanDetail>(page, portAggregationPaths.planDetail(account.account_type, plan.plan_slot));
      const order = detail.trading.pending_orders[0];
      if (order) return { path: `/dashboard/${account.account_type}/${plan.plan_slot}`, orderNo: order.order_no };
    }
  }
  throw new Error('the investor demo customer has no pending order');
}

function summary(routes: string[], violations: Violation[]) {
  return routes.map((route) => `${route}: ${violations.filter((v) => v.route === route).length}`).join('\n');
}

test.describe('strict CSP on every route (issue 12 item 4; spec §2 route table)', () => {
  test('signed out: 0 violations per route, and the shell is styled (emotion with the nonce)', async ({ page }) => {
    const violations: Violation[] = [];
    let current = '';
    await collectViolations(page, violations, () => current);
    // Signed out, a guarded route sends the browser on to /login: that page is checked under the route's name.
    const routes = everyRoute('1');
    for (const route of routes) {
      current = route;
      await visit(page, route);
    }
    current = '/';
    await visit(page, '/');
    // Global styles came through emotion's nonce'd <style> elements: the body margin is reset.
    expect(await page.evaluate(() => getComputedStyle(document.body).marginTop)).toBe('0px');
    console.log(`CSP violations, signed out (${routes.length} routes):\n${summary(routes, violations)}`);
    expect(violations).toEqual([]);
  });

  test('signed in: 0 violations per route, dialogs included', async ({ page }) => {
    const violations: Violation[] = [];
    let current = 'sign-in';
    await collectViolations(page, violations, () => current);
    await signIn(page, demoUser().username, demoUser().password, '/dashboard');
    const list = await apiGet<PlanListData>(page, portAggregationPaths.planList);
    const planId = list.accounts.flatMap((account) => account.plans)[0]?.plan_id;
    expect(planId).toBeTruthy();
    const routes = everyRoute(String(planId));
    for (const route of routes) {
      current = route;
      await visit(page, route);
    }
    // A Radix dialog inserts its scroll-lock <style> with the nonce (get-nonce): open the cancel
    // confirmation of a pending order, then close it without cancelling.
    const target = await planWithPendingOrder(page);
    current = `${target.path} (dialog)`;
    await visit(page, target.path);
    await acknowledgeAaWelcome(page);
    await page.getByRole('button', { name: new RegExp(`เลขที่ ${target.orderNo}$`) }).click();
    await expect(page.getByRole('dialog')).toContainText('ยืนยันการยกเลิกรายการ');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    console.log(
      `CSP violations, signed in (${routes.length} routes and a dialog):\n${summary(['sign-in', ...routes, current], violations)}`,
    );
    expect(violations).toEqual([]);
  });
});
