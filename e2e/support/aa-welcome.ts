import { expect, type Page } from '@playwright/test';

/** A plan with AA shows its welcome acknowledgement once (spec §3 show_feature_acknowledgement.aa_welcome): answer it if shown. */
export async function acknowledgeAaWelcome(page: Page) {
  const welcome = page.getByRole('dialog', { name: 'รู้จักการปรับพอร์ตอัตโนมัติ' });
  const shown = await welcome.waitFor({ timeout: 8_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) return;
  await welcome.getByRole('button', { name: 'รับทราบ' }).click();
  await expect(welcome).toHaveCount(0);
}
