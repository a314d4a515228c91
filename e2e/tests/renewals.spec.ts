import { expect, test, type Page } from '@playwright/test';
import { SUITABILITY_QUESTIONS } from '@port/shared/domain/suitability';
import { demoAccount } from '../support/accounts';
import { withDatabase } from '../support/db';
import { signIn } from '../support/sign-in';
import { checkoutPanel, topUpToConfirm } from './orders-steps';

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
