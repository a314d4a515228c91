import { expect, test, type Page } from '../support/test';
import { SUITABILITY_QUESTIONS } from '@port/shared/domain/suitability';
import { demoAccount } from '../support/accounts';
import { withDatabase } from '../support/db';
import { axeViolations } from '../support/axe';
import { BUSINESS_CLOCK_AT } from '../support/env';
import { screenshots } from '../support/screens';
import { signIn } from '../support/sign-in';
import { checkoutPanel, topUpToConfirm } from './orders-steps';

const SHOTS = process.env.SCREENS_DIR ?? '/tmp/screens-oa';

/**
 * Set behind the app's back, after the test: the expiring customer's suitability as seeded
 * (expired 3 Nov 2026, fund ceiling 2, SUIT_EXPIRED), so the specs that show the refusal still find it.
 */
async function expiredAgain() {
  await withDatabase((db) =>
    db.query(
      `update customers set suit_expiry = '2026-11-03', suit_risk_level = 2, port_status = 'SUIT_EXPIRED',
       portfolio_version = portfolio_version + 1 where id = 'C0004'`,
    ),
  );
}

/** The third choice of every question: score 30 → investor level 4, funds up to risk 7 (SEC bands). */
async function answerTheTest(page: Page) {
  for (const q of SUITABILITY_QUESTIONS) {
    const group = page.getByRole('group', { name: q.text });
    await group
      .getByRole(q.multiple ? 'checkbox' : 'radio')
      .nth(2)
      .check();
  }
}

test.describe('issue 18: renewing the suitability test (spec §4 SUIT_EXPIRED; business clock 18 Nov 2026)', () => {
  test.afterAll(expiredAgain);

  test('expiring follows the dashboard card, answers the test, sees the new level and expiry, then buys', async ({ page }) => {
    const account = demoAccount('expiring');
    await signIn(page, account.username, account.password, '/dashboard');
    const fix = page.getByRole('link', { name: 'ทำแบบประเมินความเสี่ยง' }).first();
    await expect(fix).toHaveAttribute('href', '/oa-landing/renew/suitability');
    await fix.click();
    await expect(page).toHaveURL(/\/oa-landing\/renew\/suitability$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ทำแบบประเมินความเสี่ยงใหม่' })).toBeVisible();
    await expect(page.getByTestId('current-suitability')).toContainText('หมดอายุแล้วเมื่อ 3 พ.ย. 2569');

    // Leaving and coming back keeps what was ticked (this tab's sessionStorage).
    await answerTheTest(page);
    await page.goto('/dashboard');
    await page.goto('/oa-landing/renew/suitability');
    await expect(page.getByText('ตอบแล้ว 10 จาก 10 ข้อ')).toBeVisible();

    await page.getByRole('button', { name: 'ดูผลประเมิน' }).click();
    const preview = page.getByTestId('renewal-preview');
    await expect(preview.getByText('ผลประเมินความเสี่ยงของคุณ: ระดับ 4 จาก 5 (เสี่ยงสูง)')).toBeVisible();
    await expect(preview.getByText('ลงทุนได้ในกองทุนความเสี่ยงระดับ 1–7')).toBeVisible();
    await expect(preview.getByText('เมื่อบันทึก ผลประเมินนี้ใช้ได้ถึง 18 พ.ย. 2571')).toBeVisible();
    await page.getByRole('button', { name: 'ยืนยันและบันทึกผลประเมิน' }).click();
    const saved = page.getByTestId('renewal-saved');
    await expect(saved.getByRole('heading', { name: 'บันทึกผลประเมินความเสี่ยงแล้ว' })).toBeVisible();
    await expect(saved).toContainText('ผลประเมินใช้ได้ถึง 18 พ.ย. 2571');

    // The dashboard reads the new values at once: no suitability card any more.
    await saved.getByRole('link', { name: 'ไปที่หน้าหลักและแผนการลงทุน' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('plan-list')).toBeVisible();
    await expect(page.getByText('แบบประเมินความเสี่ยงหมดอายุแล้ว')).toHaveCount(0);

    // Back to the plan: buying works.
    await page.goto('/dashboard/omnibus/1');
    await expect(page.getByTestId('plan-detail-page')).toBeVisible();
    const checkout = await topUpToConfirm(page, '1000');
    await checkout.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }).click();
    await expect(checkoutPanel(page).getByRole('heading', { name: 'ส่งคำสั่งซื้อเรียบร้อยแล้ว' })).toBeVisible();
  });
});

/** `expiring` as seeded: KYC due 8 Dec 2026 (KYC_WARNING), ID card to 13 Dec 2026, contact as seeded. */
async function kycAndCardAsSeeded() {
  await withDatabase((db) =>
    db.query(
      `update customers set kyc_expiry = '2026-12-08', id_card_expiry = '2026-12-13', account_status = 'KYC_WARNING',
       email = 'malee@example.co.th', tel = '081-000-0004', portfolio_version = portfolio_version + 1 where id = 'C0004'`,
    ),
  );
}

test.describe('issue 18: the KYC review and the ID card update from the dashboard (spec §4 KYC_WARNING, ID_CARD_WARNING)', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date(BUSINESS_CLOCK_AT));
  });
  test.afterAll(kycAndCardAsSeeded);

  test('expiring: the KYC link lands on its own flow; edited details are saved and the KYC card leaves the dashboard', async ({
    page,
  }) => {
    const account = demoAccount('expiring');
    await signIn(page, account.username, account.password, '/dashboard');
    await expect(page.getByText('ข้อมูลส่วนตัว (KYC) ใกล้หมดอายุ')).toBeVisible();
    const fix = page.getByRole('link', { name: 'ทบทวนข้อมูลส่วนตัว (KYC)' }).first();
    await expect(fix).toHaveAttribute('href', '/oa-landing/renew/kyc');
    await fix.click();
    await expect(page).toHaveURL(/\/oa-landing\/renew\/kyc$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ทบทวนข้อมูลส่วนตัว (KYC)' })).toBeVisible();
    await expect(page.getByTestId('kyc-details')).toContainText('malee@example.co.th');
    await screenshots(page, SHOTS, 'renew-kyc');
    await page.getByRole('button', { name: 'ข้อมูลมีการเปลี่ยนแปลง แก้ไขข้อมูล' }).click();
    await page.getByLabel('อีเมล', { exact: true }).fill('malee@');
    await page.getByRole('button', { name: 'บันทึกข้อมูลใหม่และยืนยัน' }).click();
    await expect(page.locator('[data-field-error="email"]')).toHaveText('รูปแบบอีเมลไม่ถูกต้อง');
    await page.getByLabel('อีเมล', { exact: true }).fill('malee.srisuk@example.co.th');
    await page.getByLabel('ที่อยู่ปัจจุบัน', { exact: true }).fill('12 ถนนสีลม แขวงสุริยวงศ์ เขตบางรัก');
    await page.getByLabel('จังหวัด', { exact: true }).fill('กรุงเทพมหานคร');
    await page.getByLabel('รหัสไปรษณีย์', { exact: true }).fill('10500');
    await page.getByLabel('อาชีพ', { exact: true }).selectOption({ label: 'พนักงานบริษัทเอกชน' });
    await page.getByLabel('รายได้ต่อเดือน', { exact: true }).selectOption({ label: '30,001–50,000 บาท' });
    await page.getByRole('checkbox', { name: 'เงินเดือน' }).check();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await screenshots(page, SHOTS, 'renew-kyc-edit');
    await page.getByRole('button', { name: 'บันทึกข้อมูลใหม่และยืนยัน' }).click();
    const saved = page.getByTestId('renewal-saved');
    await expect(saved).toContainText('ครบกำหนดทบทวนครั้งถัดไป 18 พ.ย. 2571');
    // What is on file now is what was typed.
    await page.goto('/oa-landing/renew/kyc');
    await expect(page.getByTestId('kyc-details')).toContainText('12 ถนนสีลม แขวงสุริยวงศ์ เขตบางรัก กรุงเทพมหานคร 10500');
    await expect(page.getByTestId('current-kyc')).toHaveText('ครบกำหนดทบทวน 18 พ.ย. 2571');
    await page.goto('/dashboard');
    await expect(page.getByTestId('plan-list')).toBeVisible();
    await expect(page.getByText('ข้อมูลส่วนตัว (KYC) ใกล้หมดอายุ')).toHaveCount(0);
  });

  test('expiring: the ID-card link lands on its own flow; a new card expiry is saved and the ID-card card leaves the dashboard', async ({
    page,
  }) => {
    const account = demoAccount('expiring');
    await signIn(page, account.username, account.password, '/dashboard');
    await expect(page.getByText('บัตรประชาชนใกล้หมดอายุ')).toBeVisible();
    const fix = page.getByRole('link', { name: 'อัปเดตบัตรประชาชน' }).first();
    await expect(fix).toHaveAttribute('href', '/oa-landing/renew/id-card');
    await fix.click();
    await expect(page).toHaveURL(/\/oa-landing\/renew\/id-card$/);
    await expect(page.getByRole('heading', { level: 1, name: 'อัปเดตบัตรประชาชน' })).toBeVisible();
    await expect(page.getByTestId('current-id-card')).toHaveText('บัตรที่บันทึกไว้หมดอายุ 13 ธ.ค. 2569');
    const card = page.getByRole('group', { name: 'วันบัตรประชาชนหมดอายุ (ใบใหม่)', exact: true });
    await card.getByLabel('วัน', { exact: true }).selectOption('13');
    await card.getByLabel('เดือน', { exact: true }).selectOption({ label: 'ธันวาคม' });
    await card.getByLabel('ปี พ.ศ.', { exact: true }).fill('2577');
    expect(await axeViolations(page, 'main')).toEqual([]);
    await screenshots(page, SHOTS, 'renew-id-card');
    await page.getByRole('button', { name: 'บันทึกข้อมูลบัตร' }).click();
    await expect(page.getByTestId('renewal-saved')).toContainText('บัตรประชาชนของคุณใช้ได้ถึง 13 ธ.ค. 2577');
    await page.goto('/dashboard');
    await expect(page.getByTestId('plan-list')).toBeVisible();
    await expect(page.getByText('บัตรประชาชนใกล้หมดอายุ')).toHaveCount(0);
  });
});
