import type { Page } from '@playwright/test';

/** Full-page screenshots at the phone and desktop widths (390 and 1280 px) into `dir`, when a dir is given. */
export async function screenshots(page: Page, dir: string | undefined, name: string) {
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
}
