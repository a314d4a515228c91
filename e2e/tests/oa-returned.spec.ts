import { expect, test, type Page } from '../support/test';
import { demoAccount } from '../support/accounts';
import { restoreReturnedApplication } from '../support/returned-applications';
import { screenshots } from '../support/screens';
import { signIn } from '../support/sign-in';

/**
 * Issue 22 item 1 (spec §4 ACCOUNT_REJECTED, ACCOUNT_NEED_INFO, ACCOUNT_LACK_INFO, ACCOUNT_RESUBMITTED):
 * each demo customer whose application the back office sent back follows the card's action to the
 * application, which opens only the asked step; corrects it; resubmits; and the dashboard card turns
 * to "sent again". The rejected one first tries to resubmit unchanged and reads the back office's reason.
 * Each customer is put back as seeded before and after, so the spec runs alone and in any order.
 */
const SHOTS = process.env.SCREENS_DIR;
const card = (page: Page, status: string) => page.locator(`[data-testid="account-status-item"][data-status="${status}"]`);
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const CUSTOMERS = { rejected: 'C0061', needinfo: 'C0062', lackinfo: 'C0063' } as const;

async function openFromCard(page: Page, username: keyof typeof CUSTOMERS, status: string, words: string) {
  const account = demoAccount(username);
  await signIn(page, account.username, account.password, '/dashboard');
  const returned = card(page, status);
  await expect(returned).toContainText(words);
  await returned.getByRole('link', { name: 'แก้ไขข้อมูล' }).click();
  await expect(page).toHaveURL(/\/oa-landing\/create$/);
  await expect(page.getByTestId('oa-returned')).toContainText(words);
}

async function resubmit(page: Page) {
  await expect(stepHeading(page, 'ตรวจสอบและยืนยัน')).toBeVisible();
  await page.getByRole('checkbox', { name: /ข้าพเจ้ายืนยัน/ }).check();
  await page.getByRole('button', { name: 'ส่งใบสมัครอีกครั้ง' }).click();
}

async function seeResubmitted(page: Page, gone: string) {
  await expect(stepHeading(page, 'ส่งข้อมูลที่แก้ไขแล้ว')).toBeVisible();
  await page.getByRole('link', { name: 'ไปที่พอร์ตของฉัน' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(card(page, 'ACCOUNT_RESUBMITTED')).toContainText('ส่งข้อมูลแก้ไขแล้ว');
  await expect(card(page, gone)).toHaveCount(0);
}

test.describe('a sent-back application reopens the asked parts and resubmits (issue 22 item 1)', () => {
  const restoreAll = async () => {
    for (const id of Object.values(CUSTOMERS)) await restoreReturnedApplication(id);
  };
  test.beforeAll(restoreAll);
  test.afterAll(restoreAll);

  test('rejected: the bank step only; unchanged it is refused with the reason; a new account resubmits', async ({ page }) => {
    const reason = 'บัญชีธนาคารที่ระบุถูกปิดแล้ว';
    await openFromCard(page, 'rejected', 'ACCOUNT_REJECTED', reason);
    await expect(stepHeading(page, 'บัญชีธนาคารและหักบัญชีอัตโนมัติ (ATS)')).toBeVisible();
    await expect(page.getByRole('button', { name: /ข้อมูลส่วนตัวและการติดต่อ/ })).toBeDisabled();
    await screenshots(page, SHOTS, 'returned-rejected-bank');
    // The same closed account again: the server refuses with the back office's reason.
    await page.getByLabel('เลขที่บัญชี').fill('1112223334');
    await page.getByRole('button', { name: 'บันทึกและไปต่อ' }).click();
    await expect(page.getByRole('button', { name: 'แก้ไข บัญชีธนาคารและหักบัญชีอัตโนมัติ (ATS)' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^แก้ไข / })).toHaveCount(1);
    await screenshots(page, SHOTS, 'returned-rejected-review');
    await resubmit(page);
    await expect(page.getByTestId('oa-create').getByRole('alert')).toHaveText(
      `ยังไม่ได้แก้ไขบัญชีธนาคารตามที่เจ้าหน้าที่ขอ: ${reason} กรุณาระบุบัญชีออมทรัพย์ที่ยังใช้งานอยู่ในชื่อของท่าน`,
    );
    await page.getByRole('button', { name: 'แก้ไข บัญชีธนาคารและหักบัญชีอัตโนมัติ (ATS)' }).click();
    await page.getByLabel('เลขที่บัญชี').fill('1239876540');
    await page.getByRole('button', { name: 'บันทึกและไปต่อ' }).click();
    await resubmit(page);
    await seeResubmitted(page, 'ACCOUNT_REJECTED');
    await screenshots(page, SHOTS, 'returned-dashboard-resubmitted');
  });

  test('needinfo: the work step only; a source of money added resubmits', async ({ page }) => {
    await openFromCard(page, 'needinfo', 'ACCOUNT_NEED_INFO', 'แหล่งที่มาของเงินลงทุนไม่สอดคล้อง');
    await expect(stepHeading(page, 'อาชีพและแหล่งที่มาของเงิน')).toBeVisible();
    await screenshots(page, SHOTS, 'returned-needinfo-work');
    await page.getByRole('checkbox', { name: 'เงินเดือน' }).check();
    await page.getByRole('button', { name: 'บันทึกและไปต่อ' }).click();
    await resubmit(page);
    await seeResubmitted(page, 'ACCOUNT_NEED_INFO');
  });

  test('lackinfo: the identity step only; the full address resubmits', async ({ page }) => {
    await openFromCard(page, 'lackinfo', 'ACCOUNT_LACK_INFO', 'ที่อยู่ไม่ครบถ้วน');
    await expect(stepHeading(page, 'ข้อมูลส่วนตัวและการติดต่อ')).toBeVisible();
    await expect(page.getByRole('button', { name: /บัญชีธนาคารและหักบัญชีอัตโนมัติ/ })).toBeDisabled();
    await screenshots(page, SHOTS, 'returned-lackinfo-identity');
    await page.getByLabel('ที่อยู่ปัจจุบัน').fill('15 ถนนพระรามที่ 4 แขวงสุริยวงศ์ เขตบางรัก');
    await page.getByRole('button', { name: 'บันทึกและไปต่อ' }).click();
    await resubmit(page);
    await seeResubmitted(page, 'ACCOUNT_LACK_INFO');
  });
});
