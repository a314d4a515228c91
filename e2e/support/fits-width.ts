import { expect, test, type Page } from '@playwright/test';

/**
 * The page does not scroll sideways at `width` px (its scroll width settles at or under it). When it
 * does not, the error names the elements whose right edge is past that width (the innermost ones;
 * "in scroll region" when an ancestor scrolls or clips them) and the width the page's own layout
 * viewport has (`innerWidth`, `clientWidth`: a viewport that never took the asked width is the
 * browser's, not the page's), and a full-page screenshot is attached: the trace's screencast shows only
 * the top of the page. An intermittent overflow then names its cause in the report.
 */
export async function expectFitsWidth(page: Page, width: number, what: string) {
  try {
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), `${what} at ${width} px`)
      .toBeLessThanOrEqual(width);
  } catch (error) {
    // No named functions inside: a transpiler's keep-names helper does not exist in the page.
    const found = await page.evaluate((limit) => {
      const all = [...document.querySelectorAll('body *')];
      const beyond = all
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
          const style = getComputedStyle(el);
          let scrolls = false;
          for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
            scrolls ||= getComputedStyle(p).overflowX !== 'visible';
          return `${el.tagName.toLowerCase()} in [${id}] «${text}» right ${Math.round(box.right)} width ${Math.round(box.width)} ${style.position}${style.transform === 'none' ? '' : ` transform ${style.transform}`}${scrolls ? ' (in scroll region)' : ''}`;
        });
      const viewport = `max-width media rule ${window.matchMedia(`(max-width: ${limit}px)`).matches}, innerWidth ${window.innerWidth}, clientWidth ${document.documentElement.clientWidth}, visual viewport ${Math.round(window.visualViewport?.width ?? 0)}, scrollWidth ${document.documentElement.scrollWidth}`;
      return { beyond, viewport };
    }, width);
    // Kept beside the trace in test-results (the trace's screencast shows only the top of the page).
    const shot = test.info().outputPath(`page-at-${width}px.png`);
    await page
      .screenshot({ path: shot, fullPage: true })
      .then(() => test.info().attach(`page at ${width} px`, { path: shot, contentType: 'image/png' }))
      .catch(() => undefined);
    throw new Error(
      `${(error as Error).message}\nthe page's viewport: ${found.viewport}\nelements past ${width} px:\n${found.beyond.join('\n')}`,
    );
  }
}
