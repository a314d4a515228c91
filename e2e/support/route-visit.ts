import { expect, type Page } from '@playwright/test';
import { idpOrigin } from './env';

export type CspViolation = { route: string; directive: string; blocked: string; source: string; sample: string };

/** Records every CSP violation of the page under the route `route()` names; installed before any script runs. */
export async function collectCspViolations(page: Page, sink: CspViolation[], route: () => string) {
  await page.exposeFunction('__reportCspViolation', (v: Omit<CspViolation, 'route'>) => sink.push({ route: route(), ...v }));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation;
        void report({
          directive: e.effectiveDirective,
          blocked: e.blockedURI,
          source: `${e.sourceFile}:${e.lineNumber}`,
          sample: e.sample,
        });
      },
      true,
    );
  });
}

/**
 * Loads a route and waits until its content is on screen (issue 22 item 5: a route whose remote
 * failed to render must not pass): the provider's sign-in form where a guard sent the browser, else
 * a visible h1, nothing in <main> still busy, no remote fallback; then nothing left on the network.
 */
export async function visitRendered(page: Page, route: string) {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  if (new URL(page.url()).origin === idpOrigin) {
    await expect(page.getByLabel('ชื่อผู้ใช้'), `${route} → sign-in form`).toBeVisible();
    return;
  }
  await expect(page.locator('h1').first(), `${route}: its h1`).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]'), `${route}: still loading`).toHaveCount(0);
  await expect(page.getByTestId('remote-fallback'), `${route}: remote failed`).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}
