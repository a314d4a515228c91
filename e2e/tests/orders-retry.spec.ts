import { expect, test, type Page } from '../support/test';
import type { CheckoutResult } from '@port/shared/contracts/fast-checkout';
import type { PlanDetail } from '@port/shared/contracts/plan-detail';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { apiGet } from '../support/api';
import { checkoutPanel, openPlan, panelShots, topUpToConfirm, welcomeAlreadyAnswered } from './orders-steps';

const pendingNos = async (page: Page) =>
  (await apiGet<PlanDetail>(page, portAggregationPaths.planDetail('omnibus', 1))).trading.pending_orders.map((o) => o.order_no);
const receiptNos = async (page: Page) =>
  (
    await checkoutPanel(page)
      .getByText(/^เลขที่คำสั่ง ORD/)
      .allTextContents()
  )
    .map((t) => t.replace('เลขที่คำสั่ง ', ''))
    .sort();
const TOPUP = `**${portPaths.fastCheckoutBatch('topup')}`;

/** Issue 8 "bad input and faults": the idempotency key lives for the checkout attempt, not the click. */
test.describe('issue 8: a dropped answer or a reload during confirm places the orders once (spec §7 fast-checkout)', () => {
  test.beforeEach(welcomeAlreadyAnswered);

  test('the network drops after the server placed the orders: confirming again shows the receipt of that one checkout', async ({
    page,
  }) => {
    await openPlan(page, 'investor', '/dashboard/omnibus/1');
    const before = await pendingNos(page);
    await page.getByRole('button', { name: 'ลงทุนเพิ่ม', exact: true }).click();
    await expect(checkoutPanel(page).getByText(/^ขั้นต่ำ /)).toBeVisible();
    await panelShots(page, 'orders-amount');
    await checkoutPanel(page).getByRole('button', { name: 'ปิด' }).click();
    const checkout = await topUpToConfirm(page, '2700');
    await expect(checkout.getByTestId('order-summary')).toContainText('ยอดชำระรวม 2,700.00 บาท');
    await expect(checkout.getByTestId('order-summary')).toContainText('ตัดเงินจากบัญชีธนาคารกสิกรไทย xxx-x-xx234-5');
    await panelShots(page, 'orders-confirm');
    let placed: CheckoutResult | null = null;
    // The request reaches the server and is placed; the answer never reaches the browser.
    await page.route(
      TOPUP,
      async (route) => {
        const response = await route.fetch();
        placed = ((await response.json()) as { data: CheckoutResult }).data;
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await checkout.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }).click();
    await expect(checkout.getByRole('alert')).toBeVisible();
    await expect(checkout.getByRole('heading', { name: 'ส่งคำสั่งซื้อเรียบร้อยแล้ว' })).toHaveCount(0);
    expect(placed, 'the server placed the orders').not.toBeNull();
    const placedNos = placed!.orders.map((o) => o.order_no).sort();
    await checkout.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }).click();
    await expect(checkout.getByRole('heading', { name: 'ส่งคำสั่งซื้อเรียบร้อยแล้ว' })).toBeVisible();
    await panelShots(page, 'orders-receipt');
    expect(await receiptNos(page)).toEqual(placedNos);
    expect((await pendingNos(page)).sort()).toEqual([...before, ...placedNos].sort());
  });

  test('a reload while the confirm is on its way: the same request again answers with the orders already placed', async ({
    page,
  }) => {
    await openPlan(page, 'investor', '/dashboard/omnibus/1');
    const before = await pendingNos(page);
    const checkout = await topUpToConfirm(page, '2800');
    let reached: (result: CheckoutResult) => void = () => undefined;
    const placedOnServer = new Promise<CheckoutResult>((resolve) => (reached = resolve));
    // The server places the orders; the page reloads before the answer arrives.
    await page.route(
      TOPUP,
      async (route) => {
        const response = await route.fetch();
        reached(((await response.json()) as { data: CheckoutResult }).data);
      },
      { times: 1 },
    );
    await checkout.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }).click();
    const placed = await placedOnServer;
    await page.reload();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await expect(page.getByTestId('plan-detail-page')).toBeVisible();
    const placedNos = placed.orders.map((o) => o.order_no).sort();
    for (const no of placedNos) await expect(page.locator(`[data-testid="pending-order"][data-order-no="${no}"]`)).toBeVisible();
    // Unsure whether it went through, the customer asks for the same top-up again in this tab.
    const again = await topUpToConfirm(page, '2800');
    await again.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }).click();
    await expect(again.getByRole('heading', { name: 'ส่งคำสั่งซื้อเรียบร้อยแล้ว' })).toBeVisible();
    expect(await receiptNos(page)).toEqual(placedNos);
    expect((await pendingNos(page)).sort()).toEqual([...before, ...placedNos].sort());
  });
});
