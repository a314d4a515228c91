import { expect, test } from '../support/test';
import { demoUser } from '../support/accounts';
import { e2eBasePort } from '../support/env';
import { signIn } from '../support/sign-in';

// Issue 20 item 4 (open tabs follow safely; spec §8 remote fallback): what a tab does when a remote
// breaks and is then fixed, and how long a slow remote may keep the page blank.
const fallback = 'ส่วนนี้ไม่พร้อมใช้งานชั่วคราว';
const tsfExpose = /\/__federation_expose_TsfRoutes\.[0-9a-f]+\.js$/;

test('a remote whose page throws while rendering recovers with ลองใหม่ once fixed, without a full reload', async ({ page }) => {
  // The broken build: tsf's exposed route module throws at render (same file, one statement added).
  await page.route(tsfExpose, async (route) => {
    const original = await route.fetch();
    const body = (await original.text()).replace(
      'default:function(){return',
      'default:function(){throw Error("broken build");return',
    );
    expect(body).toContain('broken build');
    // A real fix is a new build with new chunk names; here the same URL answers the good file again,
    // so the broken copy must not stay in the browser's cache.
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = original.headers();
    await route.fulfill({ response: original, body, headers: { ...headers, 'cache-control': 'no-store' } });
  });
  await signIn(page, demoUser().username, demoUser().password, '/plan-select');
  await page.goto('/tax-saving-fund');
  await page.evaluate(() => ((window as unknown as { tabMarker: string }).tabMarker = 'same tab'));
  await expect(page.getByText(fallback)).toBeVisible();

  // The fix goes live (here: the same URL answers the good file again); the tab was never reloaded.
  await page.unroute(tsfExpose);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.getByRole('button', { name: 'ลองใหม่' }).click();
  await expect(page.getByText(fallback)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { tabMarker?: string }).tabMarker)).toBe('same tab');
  // The retry read /remotes.json again and fetched the remote's entry afresh.
  expect(fetched.some((url) => url.endsWith('/remotes.json'))).toBe(true);
  expect(fetched.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
});

test('a remote whose files are 10 s slow shows its fallback within the 8 s budget, not after two tries', async ({ page }) => {
  await signIn(page, demoUser().username, demoUser().password, '/plan-select');
  let slowed = 0;
  // tsf's own origin (the stack serves it at the base port + 4, from the remotes list).
  const tsfOrigin = `http://localhost:${e2eBasePort + 4}/`;
  await page.route(/\/(mf-manifest\.json|remoteEntry\.js)$/, async (route) => {
    if (!route.request().url().startsWith(tsfOrigin)) return route.continue();
    slowed += 1;
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    await route.continue().catch(() => undefined);
  });
  const started = Date.now();
  await page
    .getByRole('link', { name: /ลดหย่อนภาษี/ })
    .first()
    .click();
  await expect(page.getByText(fallback)).toBeVisible();
  const elapsed = Date.now() - started;
  expect(slowed).toBeGreaterThan(0);
  // 8 s budget plus the time the click and the render take on a loaded machine (was 16.6 s: two tries × 8 s).
  expect(elapsed).toBeLessThan(11_000);
});
