import { expect, test, type Page } from '@playwright/test';
import type { PlanDetail } from '@port/shared/contracts/plan-detail';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { demoAccount, demoUser } from '../support/accounts';
import { apiGet } from '../support/api';
import { signIn } from '../support/sign-in';

const panel = (page: Page) => page.getByRole('region', { name: /ลงทุนเพิ่ม|ขายคืน/ });

async function openPlan(page: Page, username: string, path: string) {
  const account = username === 'investor' ? demoUser() : demoAccount(username);
  await signIn(page, account.username, account.password, path);
  await expect(page.getByTestId('plan-detail-page')).toBeVisible();
}

/** A plan with automatic allocation greets once with a dialog; a user answers it before anything else. */
async function answerAaWelcome(page: Page) {
  const welcome = page.getByRole('dialog', { name: 'รู้จักการปรับพอร์ตอัตโนมัติ' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'รับทราบ' }).click();
  await expect(welcome).toHaveCount(0);
}

test.describe('issue 8: placing orders from the plan page against the real server (spec §7 fast-checkout)', () => {
  test('investor tops up a plan from its plan page, confirms once and sees the new pending orders there', async ({ page }) => {
    await openPlan(page, 'investor', '/dashboard/omnibus/1');
    await answerAaWelcome(page);
    await page.getByRole('button', { name: 'ลงทุนเพิ่ม', exact: true }).click();
    const checkout = panel(page);
    const amount = checkout.getByLabel('จำนวนเงินที่ต้องการลงทุน (บาท)');
    await amount.fill('100.555');
    await checkout.getByRole('button', { name: 'ถัดไป' }).click();
    await expect(checkout.getByRole('alert')).toHaveText('ระบุทศนิยมได้ไม่เกิน 2 ตำแหน่ง');
    await amount.fill('10000');
    await checkout.getByRole('button', { name: 'ถัดไป' }).click();
    await expect(checkout.getByTestId('checkout-total')).toHaveText('10,000.00 บาท');
    await checkout.getByRole('button', { name: 'ถัดไป' }).click();
    // 10:00 on a Wednesday in Bangkok (the pinned business clock): trades today, 18 Nov 2569.
    await expect(checkout.getByText(/วันทำรายการ 18 พ\.ย\. 2569/).first()).toBeVisible();
    await checkout.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }).click();
    await expect(checkout.getByRole('heading', { name: 'ส่งคำสั่งเรียบร้อยแล้ว' })).toBeVisible();
    const orderNos = (await checkout.getByText(/^เลขที่คำสั่ง ORD/).allTextContents()).map((t) => t.replace('เลขที่คำสั่ง ', ''));
    expect(orderNos.length).toBeGreaterThan(0);
    await checkout.getByRole('button', { name: 'เสร็จสิ้น' }).click();
    for (const no of orderNos) await expect(page.locator(`[data-testid="pending-order"][data-order-no="${no}"]`)).toBeVisible();
    const detail = await apiGet<PlanDetail>(page, portAggregationPaths.planDetail('omnibus', 1));
    expect(detail.trading.pending_orders.filter((o) => orderNos.includes(o.order_no))).toHaveLength(orderNos.length);
  });

  test('a redeem of everything, then another redeem is refused in Thai', async ({ page }) => {
    await openPlan(page, 'investor', '/dashboard/omnibus/2');
    await page.getByRole('button', { name: 'ขาย', exact: true }).click();
    const checkout = panel(page);
    await checkout.getByRole('button', { name: 'ขายทั้งหมด' }).click();
    await checkout.getByRole('button', { name: 'ถัดไป' }).click();
    await checkout.getByRole('button', { name: 'ถัดไป' }).click();
    await checkout.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }).click();
    await expect(checkout.getByRole('heading', { name: 'ส่งคำสั่งเรียบร้อยแล้ว' })).toBeVisible();
    await checkout.getByRole('button', { name: 'เสร็จสิ้น' }).click();

    await page.getByRole('button', { name: 'ขาย', exact: true }).click();
    const again = panel(page);
    await again.getByLabel('จำนวนเงินที่ต้องการขาย (บาท)').fill('1000');
    await again.getByRole('button', { name: 'ถัดไป' }).click();
    await again.getByRole('button', { name: 'ถัดไป' }).click();
    await again.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }).click();
    await expect(again.getByRole('alert')).toHaveText('ไม่มีหน่วยลงทุนคงเหลือให้ขาย');
  });

  test('expiring (suitability expired) is told why they cannot buy and where to fix it; no order exists afterwards', async ({ page }) => {
    await openPlan(page, 'expiring', '/dashboard/omnibus/1');
    const before = await apiGet<PlanDetail>(page, portAggregationPaths.planDetail('omnibus', 1));
    await page.getByRole('button', { name: 'ลงทุนเพิ่ม', exact: true }).click();
    const checkout = panel(page);
    await expect(checkout.getByRole('alert')).toContainText('แบบประเมินความเสี่ยงของคุณหมดอายุแล้ว');
    await expect(checkout.getByRole('link', { name: 'ทำแบบประเมินความเสี่ยง' })).toHaveAttribute('href', '/oa-landing/create?step=suitability');
    await expect(checkout.getByRole('textbox')).toHaveCount(0);
    const after = await apiGet<PlanDetail>(page, portAggregationPaths.planDetail('omnibus', 1));
    expect(after.trading.pending_orders.map((o) => o.order_no)).toEqual(before.trading.pending_orders.map((o) => o.order_no));
  });
});
