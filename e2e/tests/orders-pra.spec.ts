import { expect, test } from '@playwright/test';
import type { PlanDetail } from '@port/shared/contracts/plan-detail';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { apiGet } from '../support/api';
import { openPlan, panelShots, welcomeAlreadyAnswered } from './orders-steps';

/** Issue 8 item 4: the regular investment (PRA) ordered from the plan page (POST fast-checkout/pra, source port-web). */
test.describe('issue 8: a PRA order from the plan page (spec §7 fast-checkout pra)', () => {
  test.beforeAll(welcomeAlreadyAnswered);

  test("the PRA amount's per-fund lines and its bank are shown before confirming; the orders appear as pending", async ({
    page,
  }) => {
    await openPlan(page, 'investor', '/dashboard/omnibus/1');
    await page.getByRole('button', { name: 'ลงทุนตามแผน PRA' }).click();
    const checkout = page.getByTestId('checkout-panel');
    await expect(checkout.getByRole('heading', { level: 2 })).toHaveText('ลงทุนสม่ำเสมอ');
    // The seeded PRA of omnibus/1 invests 5,000 บาท; the lines add up to it.
    await expect(checkout.getByTestId('checkout-total')).toHaveText('5,000.00 บาท');
    await expect(checkout.getByText(/^ซื้อ /).first()).toBeVisible();
    await expect(checkout.getByTestId('order-summary')).toContainText('ตัดเงินจากบัญชีที่ตั้งไว้สำหรับการลงทุนสม่ำเสมอ');
    await panelShots(page, 'orders-pra-review', checkout);
    await checkout.getByRole('button', { name: 'ถัดไป' }).click();
    await expect(checkout.getByTestId('order-summary')).toContainText('ยอดชำระรวม 5,000.00 บาท');
    await checkout.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }).click();
    await expect(checkout.getByRole('heading', { name: 'ส่งคำสั่งเรียบร้อยแล้ว' })).toBeVisible();
    await expect(checkout.getByTestId('receipt-total')).toHaveText('ยอดชำระรวม 5,000.00 บาท');
    const orderNos = (await checkout.getByText(/^เลขที่คำสั่ง ORD/).allTextContents()).map((t) => t.replace('เลขที่คำสั่ง ', ''));
    const detail = await apiGet<PlanDetail>(page, portAggregationPaths.planDetail('omnibus', 1));
    const placed = detail.trading.pending_orders.filter((o) => orderNos.includes(o.order_no));
    expect(placed).toHaveLength(orderNos.length);
    expect(placed.every((o) => o.source === 'port-web')).toBe(true);
    expect(placed.reduce((s, o) => s + Math.round((o.amount ?? 0) * 100), 0)).toBe(500_000);
  });
});
