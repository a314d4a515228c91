import { expect, test, type Page } from '../support/test';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import type { PlanDetail } from '@port/shared/contracts/plan-detail';
import { demoAccount } from '../support/accounts';
import { acknowledgeAaWelcome } from '../support/aa-welcome';
import { apiGet } from '../support/api';
import { screenshots } from '../support/screens';
import { signIn } from '../support/sign-in';

const SCREENS = process.env.RULEBOOK_SCREENS;

/**
 * Issue 17 item 3 and issue 22: each DCA state (spec §4) has the action that resolves it — the
 * status card names the plan and leads to the plan page's set-up or removal, and the card is gone
 * once it is resolved. Each test signs in as the demo customer seeded in that state.
 */
async function signInAs(page: Page, username: string) {
  const account = demoAccount(username);
  await signIn(page, account.username, account.password, '/dashboard');
}

const statusCard = (page: Page) => page.getByTestId('account-status');
const dcaCard = (page: Page) => page.getByTestId('dca');

async function setUpMonthly(page: Page, amount: string | null, day: string) {
  const form = page.getByTestId('dca-form');
  await expect(form).toBeVisible();
  if (amount) await form.getByLabel('จำนวนเงินต่อเดือน (บาท)').fill(amount);
  await form.getByLabel('วันที่หักเงินทุกเดือน').selectOption(day);
  await form.getByRole('radio').first().check();
  await form.getByRole('button', { name: 'ยืนยันตั้งลงทุนรายเดือน' }).click();
  await expect(form).toHaveCount(0);
}

test.describe('monthly investing: every DCA state has its way out (issue 17 item 3, issue 22; spec §4 DCA)', () => {
  // Whole journeys (status card, set-up, back to the dashboard): minutes on a loaded machine.
  test.describe.configure({ timeout: 240_000 });
  test('dcaset: the DCA_NEED_SET card names the plan, leads to the set-up, and is gone once it is set up', async ({ page }) => {
    await signInAs(page, 'dcaset');
    await expect(statusCard(page)).toContainText('แผน ดาวน์บ้าน ยังไม่ได้ตั้งการลงทุนรายเดือน');
    await screenshots(page, SCREENS, 'dcaset-dashboard');
    await statusCard(page).getByRole('link', { name: 'ตั้งลงทุนรายเดือนของแผน ดาวน์บ้าน' }).click();
    await expect(page).toHaveURL(/\/dashboard\/omnibus\/1\?dca=set$/);
    // The plan's 6,000 a month is offered; the wealth path says it is not set up yet.
    await expect(page.getByTestId('dca-form').getByLabel('จำนวนเงินต่อเดือน (บาท)')).toHaveValue('6,000.00');
    await expect(page.getByTestId('monthly-set-up').first()).toHaveAttribute('data-set-up', 'false');
    await screenshots(page, SCREENS, 'dcaset-form');
    await setUpMonthly(page, null, '5');
    await expect(dcaCard(page).getByTestId('dca-summary')).toHaveAttribute('data-status', 'match');
    // 5 Dec 2569 is a Saturday and a holiday, 7 Dec its substitute: the debit is 8 Dec.
    await expect(dcaCard(page)).toContainText('งวดถัดไป 8 ธ.ค. 2569');
    await screenshots(page, SCREENS, 'dcaset-done');
    await expect(page.getByTestId('monthly-set-up').first()).toHaveAttribute('data-set-up', 'true');
    await page.getByRole('link', { name: 'พอร์ตของฉัน' }).first().click();
    await expect(page.getByTestId('plan-row').first()).toBeVisible();
    await expect(statusCard(page)).not.toContainText('ยังไม่ได้ตั้งการลงทุนรายเดือน');
  });

  test('dcaremove: the DCA_NEED_REMOVE card leads to removing the leftover debit, and is gone afterwards', async ({ page }) => {
    await signInAs(page, 'dcaremove');
    await expect(statusCard(page)).toContainText('แผน เงินเก็บก้อนเดียว ไม่มีเงินลงทุนรายเดือนแล้ว');
    await screenshots(page, SCREENS, 'dcaremove-dashboard');
    await statusCard(page).getByRole('link', { name: 'ยกเลิกการลงทุนรายเดือนของแผน เงินเก็บก้อนเดียว' }).click();
    const dialog = page.getByRole('dialog', { name: 'ยืนยันยกเลิกการลงทุนรายเดือน' });
    await screenshots(page, SCREENS, 'dcaremove-dialog');
    await dialog.getByRole('button', { name: 'ยกเลิกการหักเงิน' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(dcaCard(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'พอร์ตของฉัน' }).first().click();
    await expect(page.getByTestId('plan-row').first()).toBeVisible();
    await expect(statusCard(page)).not.toContainText('หักเงินลงทุนรายเดือนอยู่');
  });

  test('investor: the need-adjustment of the DCA plan has a working action', async ({ page }) => {
    await signInAs(page, 'investor');
    await expect(statusCard(page)).toContainText('รายการลงทุนรายเดือนของแผน ลงทุนรายเดือน DCA ต้องปรับให้ตรงกับแผน');
    await statusCard(page).getByRole('link', { name: 'ปรับการลงทุนรายเดือนของแผน ลงทุนรายเดือน DCA' }).click();
    await expect(page.getByTestId('dca-form').getByLabel('จำนวนเงินต่อเดือน (บาท)')).toHaveValue('4,000.00');
    await screenshots(page, SCREENS, 'investor-dca-adjust');
    await setUpMonthly(page, null, '5');
    await expect(dcaCard(page).getByTestId('dca-summary')).toHaveAttribute('data-status', 'match');
    const detail = await apiGet<PlanDetail>(page, portAggregationPaths.planDetail('omnibus', 3));
    expect(detail.trading.dca_profiles.filter((p) => p.status === 'active').reduce((s, p) => s + p.amount * 100, 0)).toBe(
      400_000,
    );
    await page.getByRole('link', { name: 'พอร์ตของฉัน' }).first().click();
    await expect(page.getByTestId('plan-row').first()).toBeVisible();
    await expect(statusCard(page)).not.toContainText('ต้องปรับให้ตรงกับแผน');
  });

  test('a plan created with a monthly amount gets its monthly investing set up from the offer and the plan page', async ({
    page,
  }) => {
    await signInAs(page, 'dcaset');
    const name = 'เก็บเงินเที่ยว DCA';
    await page.goto('/plan-select/plans/goal-based/create');
    await page.getByLabel('เงินเป้าหมาย (บาท)').fill('300000');
    await page.getByLabel('ระยะเวลา (ปี)').fill('5');
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    await page.getByLabel('เงินลงทุนเริ่มต้น (บาท)').fill('20000');
    await page.getByLabel('เงินลงทุนรายเดือน (บาท)').fill('3000');
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    await page.getByLabel('ชื่อแผน').fill(name);
    await page.getByRole('button', { name: 'ตรวจสอบแผน' }).click();
    await page.getByTestId('confirm-plan').click();
    await expect(page.getByTestId('monthly-offer')).toContainText('แผนนี้วางไว้ลงทุนเพิ่มเดือนละ 3,000.00');
    await screenshots(page, SCREENS, 'created-monthly-offer');
    await page.getByRole('link', { name: 'ตั้งลงทุนรายเดือน' }).click();
    await expect(page).toHaveURL(/\/dashboard\/omnibus\/\d+\?dca=set$/);
    await expect(page.getByTestId('plan-header')).toContainText(name);
    await setUpMonthly(page, '3,500', '25');
    await expect(dcaCard(page).getByTestId('dca-summary')).toHaveAttribute('data-status', 'match');
    await expect(dcaCard(page).getByTestId('dca-summary')).toContainText('3,500.00');
  });
});

test.describe('dates per fund (issue 17 "Why" 6)', () => {
  test('a redemption of a foreign-investing fund shows its own money date; a sell never reads as a debit', async ({ page }) => {
    await signInAs(page, 'investor');
    await page.goto('/dashboard/omnibus/1');
    // This plan has automatic allocation: its one-time welcome covers the page until answered.
    await acknowledgeAaWelcome(page, page.getByTestId('automatic-allocation'));
    await page.getByRole('button', { name: 'ขาย', exact: true }).click();
    const checkout = page.getByRole('region', { name: /ขายคืน/ });
    await checkout.getByLabel('จำนวนเงินที่ต้องการขาย (บาท)').fill('30000');
    await checkout.getByRole('button', { name: 'ถัดไป' }).click();
    await checkout.getByRole('button', { name: 'ถัดไป' }).click();
    await expect(checkout.getByRole('heading', { name: 'ตรวจสอบและยืนยันคำสั่ง' })).toBeVisible();
    // Wednesday 18 Nov 2569 10:00 (the pinned business clock): the Thai fund pays T+2, the foreign-investing fund T+5.
    const line = (fund: string) => checkout.getByTestId('order-line').filter({ hasText: fund });
    await expect(line('KFSDIV')).toContainText('วันที่ได้รับเงิน (โดยประมาณ):20 พ.ย. 2569');
    await expect(line('ONE-UGG-RA')).toContainText('วันที่ได้รับเงิน (โดยประมาณ):25 พ.ย. 2569');
    await screenshots(page, SCREENS, 'investor-redeem-confirm');
    await checkout.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }).click();
    await expect(checkout.getByRole('heading', { name: 'ส่งคำสั่งขายเรียบร้อยแล้ว' })).toBeVisible();
    await checkout.getByRole('button', { name: 'เสร็จสิ้น' }).click();
    const sell = page.getByTestId('pending-order').filter({ hasText: 'ขาย ONE-UGG-RA' }).first();
    await expect(sell).toContainText('วันที่ได้รับเงิน (โดยประมาณ)25 พ.ย. 2569');
    await expect(sell).toContainText('เงินค่าขายเข้าบัญชี');
    await expect(sell).not.toContainText('หักบัญชี');
    await screenshots(page, SCREENS, 'investor-redeem-pending');
  });
});
