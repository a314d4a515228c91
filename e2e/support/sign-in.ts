import { expect, type Page } from '@playwright/test';
import { idpOrigin } from './env';

/** Signs in through the identity provider's own Thai page, then lands on `path` (the return_url). */
export async function signIn(page: Page, username: string, password: string, path = '/dashboard') {
  await page.goto(`/login?return_url=${encodeURIComponent(path)}`);
  await page.waitForURL((url) => url.origin === idpOrigin, { timeout: 90_000 });
  await page.getByLabel('ชื่อผู้ใช้').fill(username);
  await page.getByLabel('รหัสผ่าน').fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await page.waitForURL((url) => url.origin !== idpOrigin && !url.pathname.startsWith('/auth/'), { timeout: 90_000 });
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
  await answerConsent(page);
}

/** A first visit asks for cookie consent (spec §2 consent prompts); answer it as a user would. */
export async function answerConsent(page: Page) {
  const necessaryOnly = page.getByRole('button', { name: 'ยอมรับเฉพาะที่จำเป็น' });
  await necessaryOnly.click({ timeout: 60_000 });
  await expect(necessaryOnly).toHaveCount(0);
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
