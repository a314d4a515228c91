import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demoAccount } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { withDatabase } from '../support/db';
import { screenshots } from '../support/screens';
import { signIn } from '../support/sign-in';

const SCREENS = process.env.FUND_CART_SCREENS;

/**
 * Issue 22 item 3 (spec §7 POST fund-list and PATCH asset/list, §3 client store "cart"): the
 * customer `exclusive` (a level-5 general plan "พอร์ตหลัก", 650,000 บาท, no model) fills the plan's
 * fund cart from the catalogue, sees what the plan may not hold and why, saves the cart as the
 * plan's fund list, and the plan page shows it. The plan is put back as seeded before and after
 * (model empty), so the spec runs alone and in any order.
 */
const customerId = demoAccount('exclusive').customerId;
const resetPlan = () =>
  withDatabase((db) =>
    db.query(
      "update plans set model = '[]'::jsonb, model_code = null, proposal_dismissed_at = null where customer_id = $1 and account_type = 'omnibus' and plan_slot = 1",
      [customerId],
    ),
  );

const cart = (page: Page) => page.getByTestId('fund-cart-section');
const catalogue = (page: Page) => page.getByTestId('fund-catalogue');

test.describe('the plan fund list: a fund cart saved as the plan list (issue 22 item 3)', () => {
  test.describe.configure({ timeout: 240_000 });
  test.beforeAll(resetPlan);
  test.afterAll(resetPlan);

  test('exclusive fills the cart by keyboard, is told why a riskier fund is not offered, saves, and the plan shows the list', async ({
    page,
  }) => {
    const account = demoAccount('exclusive');
    await signIn(page, account.username, account.password, '/dashboard/omnibus/1');
    await page.getByRole('link', { name: 'แก้ไขรายการกองทุนของแผน' }).click();
    await expect(page).toHaveURL(/\/dashboard\/omnibus\/1\/funds$/);
    await expect(page.getByRole('heading', { level: 1, name: 'รายการกองทุนของแผน' })).toBeVisible();
    await expect(cart(page)).toContainText('ยังไม่มีกองทุนในตะกร้า');
    // A level-7 fund is not offered to a level-5 plan; the folded list says why.
    await expect(catalogue(page).getByRole('button', { name: 'เพิ่ม KFGTECH-A ลงตะกร้า' })).toHaveCount(0);
    await page.getByTestId('funds-not-allowed').locator('summary').click();
    await expect(page.getByTestId('funds-not-allowed')).toContainText('กองทุนเสี่ยงระดับ 7 สูงกว่าระดับความเสี่ยงของแผน (ระดับ 5)');

    await catalogue(page).getByRole('button', { name: 'เพิ่ม KFSMART ลงตะกร้า' }).click();
    const kfsmart = page.getByRole('textbox', { name: 'สัดส่วนของ KFSMART (%)' });
    await expect(kfsmart).toBeFocused();
    await expect(kfsmart).toHaveValue('100');
    await kfsmart.fill('70');
    await catalogue(page).getByLabel('ค้นหากองทุน (ชื่อย่อหรือชื่อกองทุน)').fill('K-FIXED');
    await catalogue(page).getByRole('button', { name: 'เพิ่ม K-FIXED ลงตะกร้า' }).press('Enter');
    await expect(page.getByRole('textbox', { name: 'สัดส่วนของ K-FIXED (%)' })).toHaveValue('30');
    await expect(page.getByTestId('cart-total')).toHaveText('สัดส่วนรวม 100.00%');
    // K-FIXED's 500 บาท at 30 %: the list needs 1,667 บาท, far below the plan's 650,000.
    await expect(page.getByTestId('cart-minimum')).toContainText('เงินลงทุนขั้นต่ำของรายการนี้ 1,667.00 บาท');
    expect(await axeViolations(page, '[data-testid="plan-funds-page"]')).toEqual([]);
    await screenshots(page, SCREENS, 'fund-cart-filled');

    await cart(page).getByRole('button', { name: 'บันทึกรายการกองทุน' }).click();
    await expect(page.getByTestId('fund-cart-saved')).toContainText('บันทึกรายการกองทุนแล้ว');
    await page.getByTestId('fund-cart-saved').getByRole('link').click();
    await expect(page).toHaveURL(/\/dashboard\/omnibus\/1$/);
    const model = page.getByTestId('model-portfolio');
    await expect(model).toContainText('พอร์ตที่คุณจัดเอง');
    await screenshots(page, SCREENS, 'fund-cart-plan');

    // Back on the funds page the cart starts from the saved list.
    await page.getByRole('link', { name: 'แก้ไขรายการกองทุนของแผน' }).click();
    await expect(page.getByRole('textbox', { name: 'สัดส่วนของ KFSMART (%)' })).toHaveValue('70');
    await expect(page.getByRole('textbox', { name: 'สัดส่วนของ K-FIXED (%)' })).toHaveValue('30');
  });
});
