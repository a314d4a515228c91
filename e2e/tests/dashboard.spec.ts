import { expect, test } from '../support/test';
import type { PlanDetail } from '@port/shared/contracts/plan-detail';
import type { PlanListData } from '@port/shared/contracts/plan-list';
import type { PlansSummary } from '@port/shared/contracts/plans-summary';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { demoAccount, demoUser } from '../support/accounts';
import { apiGet, thaiMoney } from '../support/api';
import { acknowledgeAaWelcome } from '../support/aa-welcome';
import { signIn } from '../support/sign-in';

test.describe('issue 4: the dashboard against the real server and sign-in', () => {
  for (const username of ['investor', 'exclusive', 'privatewealth', 'privatebanking']) {
    test(`${username} sees their own totals, the same numbers the API returns (spec §3, §9)`, async ({ page }) => {
      const account = demoAccount(username);
      await signIn(page, account.username, account.password, '/dashboard');
      const summary = await apiGet<PlansSummary>(page, portAggregationPaths.analyzer);
      await expect(page.getByTestId('summary-aum')).toHaveText(thaiMoney(summary.asset_summary.aum));
      await expect(page.getByTestId('summary-cost')).toHaveText(`${thaiMoney(summary.asset_summary.cost)} บาท`);
    });
  }

  test('a customer with KYC expiring sees the Thai warning with the date (spec §4)', async ({ page }) => {
    const account = demoAccount('expiring');
    await signIn(page, account.username, account.password, '/dashboard');
    const warning = page.getByText('ข้อมูลส่วนตัว (KYC) ใกล้หมดอายุ');
    await expect(warning).toBeVisible();
    await expect(page.getByTestId('account-status')).toContainText(/\d{1,2} [ก-๙.]+ \d{4}/);
  });

  test('cancelling a pending order removes it, and the server no longer lists it (spec §4, §7)', async ({ page }) => {
    await signIn(page, demoUser().username, demoUser().password, '/dashboard');
    const list = await apiGet<PlanListData>(page, portAggregationPaths.planList);
    let target: { path: string; orderNo: string; detailPath: string } | undefined;
    for (const account of list.accounts) {
      if (account.account_type !== 'omnibus' && account.account_type !== 'segregate') continue;
      for (const plan of account.plans) {
        const detailPath = portAggregationPaths.planDetail(account.account_type, plan.plan_slot);
        const detail = await apiGet<PlanDetail>(page, detailPath);
        const order = detail.trading.pending_orders[0];
        if (order && !target)
          target = { path: `/dashboard/${account.account_type}/${plan.plan_slot}`, orderNo: order.order_no, detailPath };
      }
    }
    expect(target, 'the investor demo customer has a pending order').toBeTruthy();
    await page.goto(target!.path);
    await acknowledgeAaWelcome(page);
    const cancel = page.getByRole('button', { name: new RegExp(`เลขที่ ${target!.orderNo}$`) });
    await cancel.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('ยืนยันการยกเลิกรายการ');
    await dialog.getByRole('button', { name: 'ยืนยันยกเลิก' }).click();
    await expect(cancel).toHaveCount(0);
    const after = await apiGet<PlanDetail>(page, target!.detailPath);
    expect(after.trading.pending_orders.map((order) => order.order_no)).not.toContain(target!.orderNo);
  });

  test('toggling automatic allocation persists across reload (spec §1, §7)', async ({ page }) => {
    await signIn(page, demoUser().username, demoUser().password, '/dashboard');
    const list = await apiGet<PlanListData>(page, portAggregationPaths.planList);
    const account = list.accounts.find((candidate) => candidate.plans.some((plan) => plan.is_aa_enabled))!;
    const plan = account.plans.find((candidate) => candidate.is_aa_enabled)!;
    await page.goto(`/dashboard/${account.account_type}/${plan.plan_slot}/automatic-allocation`);
    await acknowledgeAaWelcome(page);
    const toggle = page.getByRole('switch', { name: 'เปิดใช้งานการปรับพอร์ตอัตโนมัติ' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'ยอมรับและเปิดใช้งาน' }).click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  test("an unknown plan slot shows 'ไม่พบข้อมูลแผน' (spec §5)", async ({ page }) => {
    await signIn(page, demoUser().username, demoUser().password, '/dashboard/omnibus/999');
    await expect(page.getByText('ไม่พบข้อมูลแผน')).toBeVisible();
  });

  test('with the advisor call failing the dashboard still renders (spec §8 fallback)', async ({ page }) => {
    await signIn(page, demoUser().username, demoUser().password, '/dashboard');
    // Fault injection at the network layer: the advisor request never reaches the server.
    await page.route('**/api/advisor/**', (route) => route.abort('connectionfailed'));
    await page.goto('/dashboard');
    await expect(page.getByTestId('summary-aum')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('in SDK mode no advisor call is made (spec §6)', async ({ page }) => {
    await signIn(page, demoUser().username, demoUser().password, '/dashboard');
    const advisorCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/advisor/')) advisorCalls.push(request.url());
    });
    await page.goto('/dashboard?sdk=1');
    await expect(page.getByTestId('summary-aum')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(advisorCalls).toEqual([]);
  });
});
