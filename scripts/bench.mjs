// `pnpm bench`: the budgets of ARCHITECTURE.md measured on this machine, printed as a table.
// Medians over several runs; ratios compare two things measured in the same run.
// Run after `pnpm build`. Usage: node --import tsx scripts/bench.mjs [--skip-build]
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startStack } from './lib/stack.mjs';

const root = new URL('..', import.meta.url).pathname;
const runs = Number(process.env.BENCH_RUNS ?? 5);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
const row = (measure, value, budget, ok) => rows.push({ measure, value, budget, ok: ok ? 'yes' : 'NO' });

if (!process.argv.includes('--skip-build')) {
  const times = [];
  for (let i = 0; i < Math.min(runs, 3); i += 1) {
    execFileSync('rm', ['-rf', ...['shell', 'mfe-dashboard', 'mfe-plan-select', 'mfe-orders', 'mfe-tsf', 'mfe-oa'].map((d) => join(root, d, 'dist'))]);
    const started = Date.now();
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'ignore' });
    times.push((Date.now() - started) / 1000);
  }
  const seconds = median(times);
  row('cold production build of the six apps (median s)', seconds.toFixed(1), '≤ 45 s', seconds <= 45);
}

const { DEMO_ACCOUNTS: demoAccounts } = await import('../server/src/db/seed/demo-accounts.ts');
const account = demoAccounts[0];
process.env.STACK_QUIET = '1';
const stack = await startStack({ base: 5000, env: { DATA_DIR: join(mkdtempSync(join(tmpdir(), 'port-bench-')), 'data') } });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const context = await browser.newContext({ locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  const page = await context.newPage();
  await page.goto(`${stack.appOrigin}/dashboard`);
  await page.waitForURL((url) => url.port === String(stack.ports.idp));
  await page.getByLabel('ชื่อผู้ใช้').fill(account.username);
  await page.getByLabel('รหัสผ่าน').fill(account.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await page.waitForURL(`${stack.appOrigin}/dashboard`);

  const firstLoad = [];
  const firstVisit = [];
  for (let i = 0; i < runs; i += 1) {
    const fresh = await browser.newContext({ storageState: await context.storageState() });
    const tab = await fresh.newPage();
    const scripts = [];
    tab.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => gzipSync(body).length, () => 0));
    });
    await tab.goto(`${stack.appOrigin}/dashboard`, { waitUntil: 'networkidle' });
    firstLoad.push((await Promise.all(scripts)).reduce((a, b) => a + b, 0) / 1024);
    const started = Date.now();
    await tab.evaluate(() => {
      history.pushState({}, '', '/tax-saving-fund');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await tab.getByRole('heading', { level: 1 }).filter({ hasNotText: 'แดชบอร์ด' }).waitFor();
    firstVisit.push(Date.now() - started);
    await fresh.close();
  }
  const kb = median(firstLoad);
  row('first-load JS of /dashboard, all origins, gzip (median KB)', kb.toFixed(1), '≤ 170 KB', kb <= 170);
  const ms = median(firstVisit);
  row('first visit to a remote not loaded yet (median ms)', String(ms), '≤ 300 ms', ms <= 300);
} finally {
  await browser.close();
  stack.stop();
}

console.table(rows);
