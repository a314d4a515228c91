import { expect, type Page, type Response } from '@playwright/test';
import { portPaths } from '@port/shared/contracts/api-paths';
import type { CheckoutResult } from '@port/shared/contracts/fast-checkout';

/**
 * The last step of the tax-saving checkout (spec §7 fast-checkout tsf-combo): ticks the higher-risk
 * acknowledgement when it is asked for and the holding conditions' one, confirms once and expects the order call to answer 200.
 */
export async function confirmTsfCheckout(page: Page): Promise<{ response: Response; result: CheckoutResult }> {
  await expect(page.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' })).toBeVisible();
  const acknowledge = page.getByRole('checkbox', { name: /รับทราบว่ากองทุนที่เลือกมีความเสี่ยงสูงกว่า/ });
  if (await acknowledge.count()) await acknowledge.check();
  // Every tax-fund buy asks for its holding conditions to be accepted (issue 17 item 2).
  await page.getByRole('checkbox', { name: /ข้าพเจ้ารับทราบเงื่อนไขการถือครองของกองทุนลดหย่อนภาษี/ }).check();
  const placed = page.waitForResponse((r) => r.url().endsWith(portPaths.fastCheckoutTsfCombo) && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }).click();
  const response = await placed;
  expect(response.status()).toBe(200);
  return { response, result: ((await response.json()) as { data: CheckoutResult }).data };
}
