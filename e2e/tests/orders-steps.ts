import { expect, type Page } from '@playwright/test';
import { demoAccount, demoUser } from '../support/accounts';
import { withDatabase } from '../support/db';
import { signIn } from '../support/sign-in';

/** The CheckoutPanel opened from a plan page (issue 8). */
export const checkoutPanel = (page: Page) => page.getByRole('region', { name: /ลงทุนเพิ่ม|ขายคืน/ });

/** Signs in (consent answered on the dashboard first) and opens a plan page. */
export async function openPlan(page: Page, username: string, path: string) {
  const account = username === 'investor' ? demoUser() : demoAccount(username);
  await signIn(page, account.username, account.password, '/dashboard');
  await page.goto(path);
  await expect(page.getByTestId('plan-detail-page')).toBeVisible();
}

/**
 * Set behind the app's back: investor has already answered the automatic-allocation welcome of
 * omnibus/1 (that dialog is the dashboard's subject), so it does not cover the plan page here.
 */
export async function welcomeAlreadyAnswered() {
  await withDatabase((db) =>
    db.query(
      `insert into feature_acknowledgements (customer_id, plan_id, feature)
       select 'C0003', id, 'aa_welcome' from plans where customer_id = 'C0003' and account_type = 'omnibus' and plan_slot = 1
       on conflict do nothing`,
    ),
  );
}

/** Top-up from the plan page up to the confirm step: amount, preview, bank. */
export async function topUpToConfirm(page: Page, amount: string) {
  await page.getByRole('button', { name: 'ลงทุนเพิ่ม', exact: true }).click();
  const checkout = checkoutPanel(page);
  await checkout.getByLabel('จำนวนเงินที่ต้องการลงทุน (บาท)').fill(amount);
  await checkout.getByRole('button', { name: 'ถัดไป' }).click();
  await checkout.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(checkout.getByRole('heading', { name: 'ตรวจสอบและยืนยันคำสั่ง' })).toBeVisible();
  return checkout;
}

/** The checkout panel alone at 390 and 1280 px into SCREENS_DIR (for review), when it is set. */
export async function panelShots(page: Page, name: string, part = checkoutPanel(page)) {
  const dir = process.env.SCREENS_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await part.screenshot({ path: `${dir}/${name}-panel-${width}.png` });
  }
}
