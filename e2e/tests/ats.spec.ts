import { expect, test, type Page } from '../support/test';
import { demoAccount } from '../support/accounts';
import { confirmSentAts, restoreSeededAts } from '../support/ats-back-office';
import { withDatabase } from '../support/db';
import { signIn } from '../support/sign-in';

/**
 * Issue 22 item 1 (ATS): the ATS_REQUIRED and ATS_REJECTED cards (spec §4) lead to the account
 * opening's bank step for a customer who has an account; sending it replaces the card with
 * ATS_SUBMITTED, and the bank's confirmation (the embedded back office) leaves no ATS card. Each
 * customer is put back as seeded before and after, so the spec runs alone and in any order.
 */
const card = (page: Page, status: string) => page.locator(`[data-testid="account-status-item"][data-status="${status}"]`);

async function sendBankDetails(page: Page, bank: string, accountNo: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'สมัครหักบัญชีอัตโนมัติ (ATS)' })).toBeVisible();
  const form = page.getByTestId('ats-form');
  await form.getByRole('radio', { name: bank }).check();
  await form.getByLabel('เลขที่บัญชี').fill(accountNo);
  // The consent is asked, never assumed: sending without it is refused on the field.
  await form.getByRole('button', { name: 'ส่งคำขอสมัคร ATS' }).click();
  await expect(form.getByText('กรุณายินยอมให้หักบัญชีอัตโนมัติ (ATS) ก่อนส่งคำขอ')).toBeVisible();
  await expect(form.getByRole('checkbox')).toBeFocused();
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'ส่งคำขอสมัคร ATS' }).click();
  const done = page.getByTestId('ats-done');
  await expect(done).toHaveAttribute('data-status', 'ATS_SUBMITTED');
  await expect(done.getByRole('heading', { name: 'ส่งคำขอสมัครหักบัญชีอัตโนมัติแล้ว' })).toBeFocused();
}

async function dashboardStatuses(page: Page): Promise<string[]> {
  await page.goto('/dashboard');
  await expect(page.getByTestId('account-status-item').first()).toBeVisible();
  return page
    .getByTestId('account-status-item')
    .evaluateAll((items) => items.map((i) => (i as HTMLElement).dataset.status ?? ''));
}

test.describe('ATS cards lead to registering the bank account and debit (issue 22 item 1; spec §4 ATS statuses)', () => {
  test.beforeAll(async () => {
    await restoreSeededAts('C0051');
    await restoreSeededAts('C0052');
  });
  test.afterAll(async () => {
    await restoreSeededAts('C0051');
    await restoreSeededAts('C0052');
  });

  test('atsrequired: the card leads to the bank step, the request is sent, then confirmed: no ATS card is left', async ({
    page,
  }) => {
    const account = demoAccount('atsrequired');
    await signIn(page, account.username, account.password, '/dashboard');
    const required = card(page, 'ATS_REQUIRED');
    await expect(required.getByRole('heading')).toHaveText('กรุณาสมัครหักบัญชีอัตโนมัติ (ATS)');
    const action = required.getByRole('link', { name: 'สมัครหักบัญชีอัตโนมัติ (ATS)' });
    await expect(action).toHaveAttribute('href', '/oa-landing/ats');
    await action.click();

    await expect(page.getByTestId('ats-form').getByLabel('ชื่อบัญชี')).toHaveValue('อนุชา ใจเย็น');
    await sendBankDetails(page, 'ธนาคารไทยพาณิชย์', '123-4-56789-0');
    const events = await withDatabase((db) =>
      db.query(
        `select kind, channel, after from customer_record_events where customer_id = 'C0051' and kind like 'ats_%' order by id desc limit 1`,
      ),
    );
    expect(events.rows).toEqual([
      {
        kind: 'ats_requested',
        channel: 'port-web',
        after: { status: 'ATS_SUBMITTED', bank_code: 'SCB', account_no_masked: 'xxx-x-xx789-0', reject_reason: null },
      },
    ]);

    const afterSending = await dashboardStatuses(page);
    expect(afterSending).toContain('ATS_SUBMITTED');
    expect(afterSending).not.toContain('ATS_REQUIRED');
    await expect(card(page, 'ATS_SUBMITTED')).toContainText('ธนาคารไทยพาณิชย์ xxx-x-xx789-0');

    expect(await confirmSentAts('C0051')).toEqual(['C0051']);
    expect((await dashboardStatuses(page)).filter((s) => s.startsWith('ATS_'))).toEqual([]);
  });

  test('atsrejected: the card says why, the page shows the refused account, the corrected one is sent', async ({ page }) => {
    const account = demoAccount('atsrejected');
    await signIn(page, account.username, account.password, '/dashboard');
    const rejected = card(page, 'ATS_REJECTED');
    await expect(rejected).toContainText('เหตุผล: ธนาคารแจ้งว่าเลขที่บัญชีไม่ถูกต้องหรือบัญชีถูกปิดแล้ว');
    await expect(rejected).toContainText('ธนาคารกรุงไทย xxx-x-xx234-5');
    await rejected.getByRole('link', { name: 'แก้ไขบัญชีธนาคารและส่งคำขอใหม่' }).click();

    await expect(page).toHaveURL(/\/oa-landing\/ats$/);
    const refused = page.getByTestId('ats-rejected');
    await expect(refused).toContainText('เหตุผล: ธนาคารแจ้งว่าเลขที่บัญชีไม่ถูกต้องหรือบัญชีถูกปิดแล้ว');
    await expect(refused).toContainText('บัญชีที่ส่งไป: ธนาคารกรุงไทย xxx-x-xx234-5');
    await expect(page.getByTestId('ats-form').getByRole('radio', { name: 'ธนาคารกรุงไทย' })).toBeChecked();
    await sendBankDetails(page, 'ธนาคารกรุงไทย', '987-0-01234-6');

    const statuses = await dashboardStatuses(page);
    expect(statuses).toContain('ATS_SUBMITTED');
    expect(statuses).not.toContain('ATS_REJECTED');
    await expect(card(page, 'ATS_SUBMITTED')).toContainText('ธนาคารกรุงไทย xxx-x-xx234-6');
  });
});
