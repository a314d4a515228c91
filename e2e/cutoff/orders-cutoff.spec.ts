import { expect, test } from '@playwright/test';
import type { PlanDetail } from '@port/shared/contracts/plan-detail';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { apiGet } from '../support/api';
import { openPlan, panelShots, topUpToConfirm, welcomeAlreadyAnswered } from '../tests/orders-steps';

/**
 * Runs under playwright.cutoff.config.ts: the app host's business clock is Friday 20 November 2026,
 * 15:45 in Bangkok, after the 15:30 cut-off (spec §9 Asia/Bangkok; issue 8 "cut-off respected").
 */
test.describe('issue 8: an order after the cut-off on a Friday (spec §7 fast-checkout, §9)', () => {
  test.beforeAll(welcomeAlreadyAnswered);

  test("the confirm step says Monday's trade date before confirming, and the placed orders get it", async ({ page }) => {
    await openPlan(page, 'investor', '/dashboard/omnibus/1');
    const checkout = await topUpToConfirm(page, '3000');
    await expect(checkout.getByTestId('next-day-notice')).toHaveText(
      'เลยเวลาตัดรอบแล้ว คำสั่งซื้อจะดำเนินการในวันทำการถัดไป (วันจันทร์ที่ 23 พ.ย. 2569)',
    );
    // The money leaves the account on Monday; every line: Monday's debit and NAV dates, units after the fund's own
    // settlement days (server/src/db/seed/fund-settlement.ts: Thai funds T+1, the foreign-investing ONE-UGG-RA T+2).
    await expect(checkout.getByTestId('debit-date')).toHaveText('ตัดเงิน: 23 พ.ย. 2569');
    const lines = checkout.getByTestId('order-line');
    await expect(lines.first()).toBeVisible();
    for (const text of await lines.allTextContents()) {
      expect(text).toContain('ตัดเงิน:23 พ.ย. 2569');
      expect(text).toContain('วันที่ใช้ NAV:23 พ.ย. 2569');
      const unitsDay = text.includes('ONE-UGG-RA') ? 25 : 24;
      expect(text).toContain(`วันที่ได้รับหน่วยลงทุน (โดยประมาณ):${unitsDay} พ.ย. 2569`);
    }
    await expect(checkout.getByTestId('order-summary')).toContainText('ยอดชำระรวม 3,000.00 บาท');
    await panelShots(page, 'orders-confirm-after-cutoff');
    await checkout.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }).click();
    await expect(checkout.getByRole('heading', { name: 'ส่งคำสั่งซื้อเรียบร้อยแล้ว' })).toBeVisible();
    const orderNos = (await checkout.getByText(/^เลขที่คำสั่ง ORD/).allTextContents()).map((t) => t.replace('เลขที่คำสั่ง ', ''));
    const detail = await apiGet<PlanDetail>(page, portAggregationPaths.planDetail('omnibus', 1));
    const placed = detail.trading.pending_orders.filter((o) => orderNos.includes(o.order_no));
    expect(placed).toHaveLength(orderNos.length);
    expect(new Set(placed.map((o) => o.trade_date))).toEqual(new Set(['2026-11-23']));
  });
});
