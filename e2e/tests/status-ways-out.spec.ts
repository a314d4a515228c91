import { expect, test, type Page } from '../support/test';
import { demoAccount } from '../support/accounts';
import { withDatabase } from '../support/db';
import { restoreSeededState } from '../support/seeded-states';
import { signIn } from '../support/sign-in';

/**
 * Issue 22 item 1: every actionable status card (spec §4 account / PRA / dashboard statuses) has a
 * way out. Each test signs in as the demo customer seeded in that state, follows the card's action,
 * resolves the state on the screen it leads to, and sees the card gone from the dashboard. Each
 * customer is put back in its seeded state before and after, so the spec runs alone and in any order.
 */
const card = (page: Page, status: string) => page.locator(`[data-testid="account-status-item"][data-status="${status}"]`);

async function backToDashboard(page: Page) {
  await page.getByRole('link', { name: 'พอร์ตของฉัน' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('plan-row').first()).toBeVisible();
}

test.describe("DCA status cards lead to the plan's monthly investing (issue 22 item 1; spec §4 DCA, PRA statuses)", () => {
  test.beforeAll(async () => {
    await restoreSeededState('dcaset');
    await restoreSeededState('dcaremove');
  });
  test.afterAll(async () => {
    await restoreSeededState('dcaset');
    await restoreSeededState('dcaremove');
  });

  test('dcaset: DCA_NEED_SET names the plan, its action sets up the monthly investing, the card is gone', async ({ page }) => {
    const account = demoAccount('dcaset');
    await signIn(page, account.username, account.password, '/dashboard');
    const needSet = card(page, 'DCA_NEED_SET');
    await expect(needSet.getByRole('heading')).toHaveText('แผน ดาวน์บ้าน ยังไม่ได้ตั้งการลงทุนรายเดือน');
    const action = needSet.getByRole('link', { name: 'ตั้งลงทุนรายเดือนของแผน ดาวน์บ้าน' });
    await expect(action).toHaveAttribute('href', '/dashboard/omnibus/1?dca=set');
    await action.click();

    // The plan page honours ?dca=set: the set-up form is open with the plan's 6,000 a month.
    await expect(page.getByTestId('plan-header')).toContainText('ดาวน์บ้าน');
    const form = page.getByTestId('dca-form');
    await expect(form.getByLabel('จำนวนเงินต่อเดือน (บาท)')).toHaveValue('6,000.00');
    // The page scrolled to it (the DCA card is far below the first screen).
    await expect(form).toBeInViewport();
    await form.getByLabel('วันที่หักเงินทุกเดือน').selectOption('5');
    await form.getByRole('radio').first().check();
    await form.getByRole('button', { name: 'ยืนยันตั้งลงทุนรายเดือน' }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByTestId('dca').getByTestId('dca-summary')).toHaveAttribute('data-status', 'match');

    await backToDashboard(page);
    await expect(page.getByTestId('account-status-item').first()).toBeVisible();
    await expect(card(page, 'DCA_NEED_SET')).toHaveCount(0);
  });

  test('dcaremove: DCA_NEED_REMOVE names the plan, its action removes the leftover debit, the card is gone', async ({ page }) => {
    const account = demoAccount('dcaremove');
    await signIn(page, account.username, account.password, '/dashboard');
    const needRemove = card(page, 'DCA_NEED_REMOVE');
    await expect(needRemove.getByRole('heading')).toHaveText('แผน เงินเก็บก้อนเดียว ไม่มีเงินลงทุนรายเดือนแล้ว แต่ยังหักเงินลงทุนรายเดือนอยู่');
    const action = needRemove.getByRole('link', { name: 'ยกเลิกการลงทุนรายเดือนของแผน เงินเก็บก้อนเดียว' });
    await expect(action).toHaveAttribute('href', '/dashboard/omnibus/1?dca=remove');
    await action.click();

    // The plan page honours ?dca=remove: it asks first, naming the plan.
    const dialog = page.getByRole('dialog', { name: 'ยืนยันยกเลิกการลงทุนรายเดือน' });
    await expect(dialog).toContainText('เงินเก็บก้อนเดียว');
    await dialog.getByRole('button', { name: 'ยกเลิกการหักเงิน' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('ยกเลิกการลงทุนรายเดือนเรียบร้อยแล้ว').first()).toBeVisible();

    await backToDashboard(page);
    await expect(page.getByTestId('account-status-item').first()).toBeVisible();
    await expect(card(page, 'DCA_NEED_REMOVE')).toHaveCount(0);
  });
});

test.describe('PRA_ERROR says what failed and how to reach the distributor (issue 22 item 1; spec §4 PRA statuses, §3 Pra)', () => {
  test.beforeAll(() => restoreSeededState('praerror'));
  test.afterAll(() => restoreSeededState('praerror'));

  test('praerror: the card names the plan and the phone, leads to the reason and a call-back request, then says it was sent', async ({
    page,
  }) => {
    const account = demoAccount('praerror');
    await signIn(page, account.username, account.password, '/dashboard');
    const praError = card(page, 'PRA_ERROR');
    await expect(praError.getByRole('heading')).toHaveText('หักเงินลงทุนสม่ำเสมอของแผน เงินออมเพื่อลูก ไม่สำเร็จ');
    // The phone and hours are the deployment's settings (server defaults here), never a placeholder domain.
    await expect(praError).toContainText('โทร 02-000-0000 (วันจันทร์–ศุกร์ 8:30–17:30 น. เว้นวันหยุดทำการ)');
    const action = praError.getByRole('link', { name: 'ดูสาเหตุและติดต่อเจ้าหน้าที่เรื่องแผน เงินออมเพื่อลูก' });
    await expect(action).toHaveAttribute('href', '/dashboard/omnibus/1/contact');
    await action.click();

    await expect(page.getByRole('heading', { level: 1, name: 'การหักเงินลงทุนสม่ำเสมอไม่สำเร็จ' })).toBeVisible();
    await expect(page.getByTestId('pra-failure')).toContainText('สาเหตุ: หักเงินลงทุนงวดล่าสุดไม่สำเร็จ เนื่องจากยอดเงินในบัญชีธนาคารไม่พอ');
    await expect(page.getByTestId('distributor-contact').getByRole('link', { name: '02-000-0000' })).toHaveAttribute(
      'href',
      'tel:020000000',
    );
    const form = page.getByTestId('contact-form');
    await form.getByLabel('เบอร์โทรศัพท์ที่ให้ติดต่อกลับ').fill('12345');
    await form.getByRole('button', { name: 'ส่งคำขอ' }).click();
    await expect(form.getByRole('alert')).toHaveText('เบอร์โทรศัพท์ไม่ถูกต้อง (เช่น 081-234-5678 หรือ 02-123-4567)');
    await expect(form.getByLabel('เบอร์โทรศัพท์ที่ให้ติดต่อกลับ')).toBeFocused();
    await form.getByLabel('เบอร์โทรศัพท์ที่ให้ติดต่อกลับ').fill('081-234-5678');
    await form.getByRole('radio', { name: 'ช่วงเช้า (8:30–12:00 น.)' }).check();
    await form.getByLabel('รายละเอียดเพิ่มเติม (ไม่บังคับ)').fill('บัญชีมีเงินแล้ว ต้องการหักงวดนี้ใหม่');
    await form.getByRole('button', { name: 'ส่งคำขอ' }).click();
    const received = page.getByTestId('contact-request-received');
    await expect(received).toContainText('ได้รับคำขอของคุณแล้ว');
    await expect(received).toContainText('เจ้าหน้าที่จะโทรกลับที่เบอร์ 081-234-5678 ช่วงเช้า (8:30–12:00 น.) ในวันทำการ');
    const requestNo = (await received.textContent())?.match(/CR-\d{6}/)?.[0];
    expect(requestNo).toBeTruthy();
    const stored = await withDatabase((db) =>
      db.query(`select phone, preferred_time, message from contact_requests where customer_id = 'C0041'`),
    );
    expect(stored.rows).toEqual([{ phone: '0812345678', preferred_time: 'morning', message: 'บัญชีมีเงินแล้ว ต้องการหักงวดนี้ใหม่' }]);

    // Back on the dashboard the card's action is gone: it says the request was sent, with its number.
    await page.goto('/dashboard');
    await expect(card(page, 'PRA_ERROR')).toContainText(`ส่งคำขอให้เจ้าหน้าที่ติดต่อกลับแล้ว (เลขที่ ${requestNo})`);
    await expect(card(page, 'PRA_ERROR').getByRole('link')).toHaveCount(0);
  });
});
