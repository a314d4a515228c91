import { expect, type Page } from '@playwright/test';

/**
 * The page does not scroll sideways at `width` px (its scroll width settles at or under it). When it
 * does not, the error names the elements whose right edge is past that width (the innermost ones;
 * "in scroll region" when an ancestor scrolls or clips them), so an intermittent overflow names its
 * cause in the report.
 */
export async function expectFitsWidth(page: Page, width: number, what: string) {
  try {
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), `${what} at ${width} px`)
      .toBeLessThanOrEqual(width);
  } catch (error) {
    // No named functions inside: a transpiler's keep-names helper does not exist in the page.
    const beyond = await page.evaluate((limit) => {
      const all = [...document.querySelectorAll('body *')];
      return all
        .filter(
          (el) =>
            el.getBoundingClientRect().right > limit + 0.5 &&
            ![...el.children].some((child) => child.getBoundingClientRect().right > limit + 0.5),
        )
        .slice(0, 12)
        .map((el) => {
          const box = el.getBoundingClientRect();
          const id = el.closest('[data-testid]')?.getAttribute('data-testid') ?? '';
          const text = (el.textContent ?? '').trim().slice(0, 40);
          let scrolls = false;
          for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
            scrolls ||= getComputedStyle(p).overflowX !== 'visible';
          return `${el.tagName.toLowerCase()} in [${id}] «${text}» right ${Math.round(box.right)} width ${Math.round(box.width)}${scrolls ? ' (in scroll region)' : ''}`;
        });
    }, width);
    throw new Error(`${(error as Error).message}\nelements past ${width} px:\n${beyond.join('\n')}`);
  }
}
