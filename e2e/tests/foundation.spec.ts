import { expect, test } from '../support/test';
// @ts-expect-error plain ESM helper shared with `pnpm start`
import { startRemoteHost } from '../../scripts/lib/stack.mjs';
// @ts-expect-error plain ESM helper shared with `pnpm start`
import { remotes } from '../../scripts/lib/apps.mjs';
import { demoUser } from '../support/accounts';
import { appOrigin, e2eBasePort } from '../support/env';
import { readRemotes, writeRemotes } from '../support/remotes-file';
import { signIn } from '../support/sign-in';

type Remote = { name: string; dir: string };
const tsf = (remotes as Remote[]).find((remote) => remote.name === 'tsf')!;
const fallback = 'ส่วนนี้ไม่พร้อมใช้งานชั่วคราว';

test.describe('spec §2 error page', () => {
  test('an unknown path answers HTTP 404 with the Thai 404 page', async ({ page }) => {
    const response = await page.goto('/some/unknown/path');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/หน้านี้หายไปแล้ว/);
    await expect(page.getByRole('heading', { name: 'หน้านี้หายไปแล้ว' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'กลับหน้าแรก' })).toBeVisible();
  });

  test('the 404 search sends the encoded text to the main site and does nothing when empty', async ({ page }) => {
    await page.goto('/some/unknown/path');
    const box = page.getByRole('searchbox');
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page).toHaveURL(`${appOrigin}/some/unknown/path`);
    await box.fill('กองทุน ลดหย่อนภาษี');
    const request = page.waitForRequest((req) => req.isNavigationRequest() && req.url().includes('/search'));
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    expect((await request).url()).toContain(`q=${encodeURIComponent('กองทุน ลดหย่อนภาษี')}`);
  });
});

test.describe('spec §8 / issue 2 federation at run time', () => {
  test('exactly one React, react-dom and react-router are loaded across origins', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.addInitScript(() => {
      // Each react-dom copy registers its renderer with the devtools hook.
      const renderers: unknown[] = [];
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
        value: {
          isDisabled: false,
          supportsFiber: true,
          renderers: new Map(),
          inject: (r: unknown) => renderers.push(r) || 1,
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          checkDCE() {},
        },
      });
      (window as unknown as { __renderers: unknown[] }).__renderers = renderers;
    });
    await signIn(page, demoUser().username, demoUser().password, '/tax-saving-fund');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __renderers: unknown[] }).__renderers.length)).toBe(1);
    const shared = await page.evaluate(() => {
      const share =
        (
          window as unknown as {
            __FEDERATION__?: {
              __SHARE__?: Record<
                string,
                Record<string, Record<string, Record<string, { loaded?: boolean; loading?: unknown; useIn?: string[] }>>>
              >;
            };
          }
        ).__FEDERATION__?.__SHARE__ ?? {};
      const loaded: Record<string, string[]> = {};
      for (const scopes of Object.values(share))
        for (const [pkg, versions] of Object.entries(scopes.default ?? {}))
          for (const [version, info] of Object.entries(versions))
            if (info.loaded || info.loading) (loaded[pkg] ??= []).push(version);
      return loaded;
    });
    for (const pkg of ['react', 'react-dom', 'react-router-dom']) expect(shared[pkg], pkg).toHaveLength(1);
  });

  test('a stopped remote shows the Thai fallback, others work, and it recovers without a shell rebuild', async ({ page }) => {
    const port = e2eBasePort + 14;
    const restore = writeRemotes({
      ...readRemotes(),
      tsf: { manifest: `http://localhost:${port}/mf-manifest.json`, version: '0.1.0' },
    });
    let host = startRemoteHost(tsf, port, appOrigin);
    try {
      await waitForManifest(port);
      await signIn(page, demoUser().username, demoUser().password, '/tax-saving-fund');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(fallback);
      host.kill('SIGTERM');
      await page.goto('/tax-saving-fund');
      await expect(page.getByText(fallback)).toBeVisible();
      await page.goto('/plan-select');
      await expect(page.getByText(fallback)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/tax-saving-fund');
      await expect(page.getByText(fallback)).toBeVisible();
      host = startRemoteHost(tsf, port, appOrigin);
      await waitForManifest(port);
      await page.getByRole('button', { name: 'ลองใหม่' }).click();
      await expect(page.getByText(fallback)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      host.kill('SIGTERM');
      restore();
    }
  });

  test('re-pointing a remote in /remotes.json loads the other build with no shell rebuild', async ({ page }) => {
    const port = e2eBasePort + 24;
    const host = startRemoteHost(tsf, port, appOrigin);
    await waitForManifest(port);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const restore = writeRemotes({
      ...readRemotes(),
      tsf: { manifest: `http://localhost:${port}/mf-manifest.json`, version: '0.1.1' },
    });
    try {
      await signIn(page, demoUser().username, demoUser().password, '/tax-saving-fund');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(requested.some((url) => url.startsWith(`http://localhost:${port}/`))).toBe(true);
    } finally {
      restore();
      host.kill('SIGTERM');
    }
  });

  test('a malformed /remotes.json leaves the shell working with the fallback on remote routes', async ({ page }) => {
    const restore = writeRemotes('{ this is not json');
    try {
      const response = await page.goto('/over-capacity');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/plan-select');
      await expect(page.getByText(fallback)).toBeVisible();
    } finally {
      restore();
    }
  });
});

test('spec §2 guard: a foreign return_url is never followed', async ({ page }) => {
  await page.goto('/login?return_url=' + encodeURIComponent('https://evil.example/steal'));
  await page.getByLabel('ชื่อผู้ใช้').fill(demoUser().username);
  await page.getByLabel('รหัสผ่าน').fill(demoUser().password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await page.waitForURL((url) => url.origin === appOrigin && !url.pathname.startsWith('/auth/'));
  expect(new URL(page.url()).origin).toBe(appOrigin);
});

async function waitForManifest(port: number) {
  for (let i = 0; i < 80; i += 1) {
    try {
      if ((await fetch(`http://localhost:${port}/mf-manifest.json`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`remote on ${port} did not start`);
}
