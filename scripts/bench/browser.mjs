// Browser measurements of `pnpm bench` in Debian Chromium through Playwright: sign-in as a user
// would, first-load JS across origins, React copies, first visit to a remote, LCP.
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

// Playwright is the e2e package's dependency; the bench borrows it rather than adding a second copy.
const playwright = await import(createRequire(new URL('../../e2e/package.json', import.meta.url)).resolve('@playwright/test'));
const { chromium } = playwright.chromium ? playwright : playwright.default;

export const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const launchBrowser = () => chromium.launch({ executablePath: CHROMIUM, args: ARGS });

/** Signs in on the identity provider's Thai page and answers the consent prompt; returns the storage state. */
export async function signIn(browser, appOrigin, { username, password }) {
  const context = await browser.newContext({ locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  try {
    const page = await context.newPage();
    await page.goto(`${appOrigin}/login?return_url=${encodeURIComponent('/dashboard')}`);
    await page.waitForURL((url) => url.origin !== appOrigin, { timeout: 30_000 });
    await page.getByLabel('ชื่อผู้ใช้').fill(username);
    await page.getByLabel('รหัสผ่าน').fill(password);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await page.waitForURL(`${appOrigin}/dashboard`, { timeout: 30_000 });
    await page.getByRole('button', { name: 'ยอมรับเฉพาะที่จำเป็น' }).click({ timeout: 15_000 });
    await page.locator('[data-testid="summary-aum"]').waitFor({ timeout: 30_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Counts react-dom renderers registering with the devtools hook, and records the LCP. */
function instrumentPage() {
  const renderers = [];
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject: (renderer) => renderers.push(renderer) || 1,
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  });
  window.__benchRenderers = renderers;
  window.__benchLcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * Loads `path` in a fresh context (cold HTTP cache) with the signed-in state. Sums the gzip size
 * of every script response (all origins) until load + network idle, and the part that had
 * finished when `contentSelector` became visible; and the bytes actually transferred (encoded
 * bodies + headers, every request, and scripts alone) as the hosts served them.
 */
export async function measurePageLoad(browser, appOrigin, storageState, path, contentSelector) {
  const context = await browser.newContext({ storageState, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  try {
    const page = await context.newPage();
    await page.addInitScript(instrumentPage);
    const scripts = [];
    const transfers = [];
    let contentShown = false;
    let requestsBeforeContent = 0;
    page.on('request', () => {
      if (!contentShown) requestsBeforeContent += 1;
    });
    page.on('requestfinished', (request) => {
      // Bytes on the wire: the encoded body (br/gzip as served) plus the response headers.
      transfers.push(
        Promise.all([request.sizes(), request.response()])
          .then(([sizes, response]) => ({
            script: request.resourceType() === 'script',
            body: sizes.responseBodySize,
            bytes: sizes.responseBodySize + sizes.responseHeadersSize,
            encoding: response?.headers()['content-encoding'] ?? 'identity',
          }))
          // A request that finishes after the measure was read rejects once the context closes
          // (TargetClosedError): it is not counted, and must not end the whole bench.
          .catch(() => null),
      );
      if (request.resourceType() !== 'script') return;
      const beforeContent = !contentShown;
      scripts.push(
        request
          .response()
          .then(async (response) => ({
            url: request.url(),
            beforeContent,
            ...(await response?.body().then((body) => ({ raw: body.length, gzip: gzipSync(body).length }))),
          }))
          .catch(() => null),
      );
    });
    await page.goto(`${appOrigin}${path}`);
    await page
      .locator(contentSelector)
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(async () => {
        const h1 = await page
          .locator('h1')
          .first()
          .textContent({ timeout: 1000 })
          .catch(() => null);
        throw new Error(`${contentSelector} not shown on ${path} within 30 s (at ${page.url()}, h1 ${JSON.stringify(h1)})`);
      });
    contentShown = true;
    await page.waitForLoadState('load');
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(scripts)).filter(Boolean);
    const wire = (await Promise.all(transfers)).filter(Boolean);
    const wireKB = (list) => list.reduce((sum, t) => sum + t.bytes, 0) / 1024;
    const kb = (list) => list.reduce((sum, file) => sum + (file.gzip ?? 0), 0) / 1024;
    const byOrigin = {};
    for (const file of files)
      byOrigin[new URL(file.url).origin] = (byOrigin[new URL(file.url).origin] ?? 0) + (file.gzip ?? 0) / 1024;
    return {
      byOrigin,
      page,
      context,
      totalKB: kb(files),
      rawKB: files.reduce((sum, file) => sum + (file.raw ?? 0), 0) / 1024,
      wireKB: wireKB(wire),
      scriptWireKB: wireKB(wire.filter((t) => t.script)),
      scriptBodyKB: wire.filter((t) => t.script).reduce((sum, t) => sum + t.body, 0) / 1024,
      scriptEncodings: wire
        .filter((t) => t.script)
        .reduce((count, t) => ({ ...count, [t.encoding]: (count[t.encoding] ?? 0) + 1 }), {}),
      requests: wire.length,
      requestsBeforeContent,
      beforeContentKB: kb(files.filter((file) => file.beforeContent)),
      files: files.map((file) => file.url),
      reactCopies: await page.evaluate(() => window.__benchRenderers.length),
      lcpMs: await page.evaluate(() => window.__benchLcp),
    };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * Clicks the main navigation link to `path` (client-side navigation) and returns the ms until a
 * new h1 is in the page, measured inside the page. Fails when the remote's fallback shows instead.
 * `hoverMs`: the pointer rests on the link that long before the click, as a mouse user's does
 * (the link preloads its remote on hover, shell/src/modes/app-link.tsx); the time still counts
 * from the click.
 */
export async function measureFirstVisit(page, path, { hoverMs = 0 } = {}) {
  if (hoverMs > 0) {
    await page.hover(`nav a[href="${path}"]`);
    await page.waitForTimeout(hoverMs);
  }
  const result = await page.evaluate(async (target) => {
    const before = document.querySelector('h1')?.textContent ?? '';
    const link = [...document.querySelectorAll('nav a')].find((a) => a.getAttribute('href') === target);
    if (!link) return { error: `no navigation link to ${target}` };
    const started = performance.now();
    link.click();
    return new Promise((resolve) => {
      const check = () => {
        const h1 = document.querySelector('main h1') ?? document.querySelector('h1');
        if (location.pathname === target && h1 && h1.textContent !== before && !h1.closest('[aria-busy="true"]')) {
          observer.disconnect();
          resolve({ ms: performance.now() - started, heading: h1.textContent });
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      setTimeout(() => {
        observer.disconnect();
        resolve({ error: `no new h1 within 10 s (${document.querySelector('h1')?.textContent ?? 'none'})` });
      }, 10_000);
      check();
    });
  }, path);
  if (result.error) throw new Error(`first visit to ${path}: ${result.error}`);
  if (result.heading.includes('ส่วนนี้ไม่พร้อมใช้งานชั่วคราว')) throw new Error(`first visit to ${path} showed the remote fallback`);
  return result;
}
