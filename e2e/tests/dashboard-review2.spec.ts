import { expect, test } from '../support/test';
import { demoAccount } from '../support/accounts';
import { appOrigin } from '../support/env';
import { signIn } from '../support/sign-in';

/** Issue 13, the second screenshot review (items as numbered there). Real server, sign-in, PostgreSQL. */

test('item 1 (spec §2 SDK mode): ?sdk=1 is kept for that tab only; a web customer in a new tab has header and footer', async ({
  browser,
}) => {
  const investor = demoAccount('investor');
  const webview = await browser.newContext({ baseURL: appOrigin, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  const sdkPage = await webview.newPage();
  // Signed in as on the web first (the SDK hides the consent prompt the sign-in helper answers).
  await signIn(sdkPage, investor.username, investor.password, '/dashboard');
  await sdkPage.goto('/dashboard?sdk=1');
  await expect(sdkPage.getByTestId('account-status')).toBeVisible();
  await expect(sdkPage.locator('[data-layout="default"]')).toBeVisible();
  await expect(sdkPage.getByRole('contentinfo')).toHaveCount(0);
  // The same tab keeps SDK mode on the next page (the webview's session), as the shell decides once per tab.
  await sdkPage.goto('/dashboard/omnibus/1');
  await expect(sdkPage.getByTestId('plan-detail-page')).toBeVisible();
  await expect(sdkPage.getByRole('contentinfo')).toHaveCount(0);
  // A web customer: a fresh browser context (a new tab of a browser) has the site's own header.
  const web = await browser.newContext({ baseURL: appOrigin, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  const webPage = await web.newPage();
  await signIn(webPage, investor.username, investor.password, '/dashboard');
  await expect(webPage.getByTestId('account-status')).toBeVisible();
  await expect(webPage.getByRole('contentinfo')).toBeVisible();
  await webview.close();
  await web.close();
});

test('item 2 (spec §4 SUIT_EXPIRED): the expiring customer renews first; buying is disabled with the reason', async ({
  page,
}) => {
  const expiring = demoAccount('expiring');
  await signIn(page, expiring.username, expiring.password, '/dashboard/omnibus/1');
  const blocking = page.getByTestId('blocking-status');
  await expect(blocking).toBeVisible();
  await expect(blocking.locator('a[data-primary="true"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'ลงทุนเพิ่ม' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'ขาย' })).toBeEnabled();
  await expect(page.getByTestId('buy-blocked-reason')).toContainText('ยังซื้อเพิ่มไม่ได้');
  await expect(page.getByTestId('goal-off-track')).toContainText('หลังทำแบบประเมินใหม่');
});
