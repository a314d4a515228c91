// The smoke load before a remote goes live (issue 20 item 3): Debian's Chromium opens the live shell
// with the candidate version of one remote in place of the live one (in this browser only:
// candidate-page.mjs), signs in as a customer (SMOKE_USERNAME/SMOKE_PASSWORD, the demo investor in a
// demo: smoke-credentials.ts), visits every page of the remote's routes signed in, and loads each
// exposed module against the page's shared scope. Any page error, a failed candidate file, the
// remote fallback, a failed sign-in or a page without its heading is a problem.
import { createRequire } from 'node:module';
import { candidateRemotesBody, INLINE_REMOTES_ID, smokePages, withCandidate } from './candidate-page.mjs';

// playwright-core comes with the e2e package's @playwright/test; only its browser driver is used.
const { chromium } = createRequire(new URL('../../e2e/package.json', import.meta.url))('@playwright/test');

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/**
 * This browser's /remotes.json and the page's inline copy of it name the candidate. The page itself
 * is the live app host's, untouched (a page answered by the test tool would lose its address space
 * and Chromium would refuse its requests to a private remote origin): its inline copy is rewritten
 * when the document is parsed, before the shell's deferred scripts read it.
 */
async function pointAtCandidate(context, appOrigin, remote, manifestUrl) {
  const origin = new URL(appOrigin).origin;
  await context.route(
    (url) => url.origin === origin && url.pathname === '/remotes.json',
    async (route) => {
      const response = await route.fetch();
      if (!response.ok()) return route.fulfill({ response });
      const { 'content-length': _length, 'content-encoding': _encoding, ...headers } = response.headers();
      await route.fulfill({ response, body: candidateRemotesBody(await response.text(), remote, manifestUrl), headers });
    },
  );
  const entry = withCandidate({}, remote, manifestUrl).remotes[remote];
  await context.addInitScript(
    ({ id, name, value }) => {
      document.addEventListener('readystatechange', () => {
        const inline = document.readyState === 'interactive' ? document.getElementById(id) : null;
        if (!inline?.textContent) return;
        inline.textContent = JSON.stringify({ ...JSON.parse(inline.textContent), [name]: value });
      });
    },
    { id: INLINE_REMOTES_ID, name: remote, value: entry },
  );
}

async function signIn(page, { username, password }) {
  await page.goto('/login?return_url=%2F');
  await page.getByLabel('ชื่อผู้ใช้').fill(username);
  await page.getByLabel('รหัสผ่าน').fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await page.waitForURL((url) => url.origin === new URL(page.url()).origin && !url.pathname.startsWith('/auth/'));
}

/** Loads `remote/<module>` through the shell's own Module Federation instance, in the page. */
const loadInPage = (page, id) =>
  page.evaluate(async (moduleId) => {
    const instance = globalThis.__FEDERATION__?.__INSTANCES__?.find((candidate) => candidate.name === 'shell');
    if (!instance) return 'the page has no Module Federation instance named shell';
    try {
      const loaded = await instance.loadRemote(moduleId);
      return typeof (loaded?.default ?? loaded) === 'function' ? null : `${moduleId} exports no component`;
    } catch (error) {
      return `${moduleId} does not load: ${error?.message ?? error}`;
    }
  }, id);

/**
 * The problems found loading `manifestUrl` (a stored, not yet live version of `remote`) against the
 * live shell at `appOrigin`; an empty list when its pages render and its modules load.
 */
export async function smokeRemote({ appOrigin, remote, manifestUrl, exposes, routes, credentials, timeoutMs = 30_000 }) {
  const problems = [];
  const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
  try {
    const context = await browser.newContext({ baseURL: appOrigin, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
    await pointAtCandidate(context, appOrigin, remote, manifestUrl);
    const page = await context.newPage();
    const candidateBase = new URL('.', manifestUrl).href;
    let entryLoaded = false;
    page.on('pageerror', (error) => problems.push(`${new URL(page.url()).pathname}: page error: ${error.message}`));
    // The shell's error boundary catches a remote that throws and says so in the console.
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('[federation]'))
        problems.push(`${new URL(page.url()).pathname}: ${message.text().split('\n')[0].slice(0, 300)}`);
    });
    page.on('response', (response) => {
      if (!response.url().startsWith(candidateBase)) return;
      if (response.url().endsWith('/remoteEntry.js') && response.ok()) entryLoaded = true;
      if (response.status() >= 400) problems.push(`${response.url()} answered ${response.status()}`);
    });
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(candidateBase)) problems.push(`${request.url()} failed (${request.failure()?.errorText})`);
    });
    if (credentials) {
      const failed = await signIn(page, credentials).then(
        () => null,
        (error) => `signing in as ${credentials.username} failed: ${String(error?.message ?? error).split('\n')[0]}`,
      );
      // The signed-in pages cannot be checked: that alone refuses the flip.
      if (failed) return [failed];
    }
    for (const { page: path } of smokePages(routes, Boolean(credentials))) {
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
      // Not a page of the live app host (a prefix without a page of its own): its module is loaded below.
      if (response?.status() === 404) continue;
      if (!response?.ok()) {
        problems.push(`${path}: the live app host answered ${response?.status()}`);
        continue;
      }
      const heading = page.locator('main h1').first();
      const fallback = page.getByTestId('remote-fallback');
      await heading
        .or(fallback)
        .first()
        .waitFor({ state: 'visible', timeout: timeoutMs })
        .catch(() => undefined);
      if (await fallback.count()) problems.push(`${path}: shows the remote fallback (ส่วนนี้ไม่พร้อมใช้งานชั่วคราว)`);
      else if (!(await heading.isVisible())) problems.push(`${path}: no page heading within ${timeoutMs / 1000} s`);
    }
    if (page.url() === 'about:blank') await page.goto('/', { waitUntil: 'load' });
    for (const exposed of Object.keys(exposes)) {
      const problem = await loadInPage(page, `${remote}/${exposed.replace(/^\.\//, '')}`);
      if (problem) problems.push(problem);
    }
    if (!entryLoaded) problems.push(`the page never loaded ${candidateBase}remoteEntry.js: the candidate was not used`);
  } finally {
    await browser.close();
  }
  return problems;
}
