import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A plan with AA shows its welcome acknowledgement once (spec §3 show_feature_acknowledgement.aa_welcome):
 * answer it if shown, and return once the server has recorded it (the dialog closes before its PATCH
 * answers; a navigation in between would bring the welcome back).
 *
 * `ready`: a locator that shows when the page's data is in. The dialog mounts with the plan page's AA
 * section (plan-sections.tsx), so with `page.getByTestId('automatic-allocation')` whether the welcome
 * is asked is known exactly; without it the welcome is given 8 s to show.
 */
export async function acknowledgeAaWelcome(page: Page, ready?: Locator) {
  const welcome = page.getByRole('dialog', { name: 'รู้จักการปรับพอร์ตอัตโนมัติ' });
  let shown: boolean;
  if (ready) {
    await expect(ready.or(welcome).first()).toBeVisible();
    shown = await welcome.isVisible();
  } else {
    shown = await welcome.waitFor({ timeout: 8_000 }).then(
      () => true,
      () => false,
    );
  }
  if (!shown) return;
  const recorded = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('feature-acknowledgement'),
  );
  await welcome.getByRole('button', { name: 'รับทราบ' }).click();
  expect((await recorded).ok(), 'the AA welcome acknowledgement is recorded').toBe(true);
  await expect(welcome).toHaveCount(0);
}
