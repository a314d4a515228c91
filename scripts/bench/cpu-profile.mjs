// Where the main thread's time goes on a cold signed-in page load (issue 19 item 4), in Debian
// Chromium with the CPU throttled as Lighthouse's mobile profile (4×): a JS CPU profile (self
// time per function, mapped to its source through the build's source maps), the long tasks, and
// the main thread's work by kind from a performance trace (script, style, layout, parse, GC).
//   node scripts/bench/cpu-profile.mjs [/dashboard /dashboard/omnibus/1 …]
// Env: BENCH_BASE_PORT (default 5000), CPU_SLOWDOWN (4), PROFILE_RUNS (1), PROFILE_TOP (25),
// PROFILE_OUT (a folder for the raw .cpuprofile / trace JSON, open them in DevTools).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { apps } from '../lib/apps.mjs';
import { startStack } from '../lib/stack.mjs';
import { launchBrowser, signIn } from './browser.mjs';
import { sourceMapper } from './source-maps.mjs';
import { mainThreadBreakdown } from './trace-tasks.mjs';

const root = new URL('../..', import.meta.url).pathname;
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const pages = paths.length ? paths : ['/dashboard', '/dashboard/omnibus/1'];
const slowdown = Number(process.env.CPU_SLOWDOWN ?? 4);
const runs = Number(process.env.PROFILE_RUNS ?? 1);
const top = Number(process.env.PROFILE_TOP ?? 25);
const out = process.env.PROFILE_OUT;
const CONTENT = { '/dashboard': '[data-testid="summary-aum"]', '/dashboard/omnibus/1': '[data-testid="plan-detail-page"]' };
const lookup = sourceMapper(apps.map((app) => join(root, app.dir, 'sourcemaps')));

function observeLongTasks() {
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__benchLongTasks.push({ start: Math.round(e.startTime), ms: Math.round(e.duration) });
  }).observe({ type: 'longtask', buffered: true });
}

/** Self time (ms) per function, per source file and per package of a V8 CPU profile. */
export function summariseProfile(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length - 1; i += 1)
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + profile.timeDeltas[i + 1] / 1000);
  const byFunction = new Map();
  const byFile = new Map();
  const byPackage = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  for (const [id, ms] of self) {
    const { callFrame } = nodes.get(id);
    const mapped = lookup(callFrame.url, callFrame.lineNumber, callFrame.columnNumber);
    const file =
      mapped?.source ??
      (callFrame.url ? callFrame.url.replace(/^https?:\/\/[^/]+/, '') : `(${callFrame.functionName || 'native'})`);
    const name = mapped?.name ?? callFrame.functionName ?? '(anonymous)';
    add(byFunction, `${name || '(anonymous)'} ${file}${mapped ? `:${mapped.line}` : ''}`, ms);
    add(byFile, file, ms);
    const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
    add(byPackage, pkg ?? (file.startsWith('(') ? file : file.split('/')[0]), ms);
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  return { total, byFunction: sorted(byFunction), byFile: sorted(byFile), byPackage: sorted(byPackage) };
}

async function profilePage(browser, appOrigin, state, path, { trace }) {
  const context = await browser.newContext({
    storageState: { cookies: state.cookies, origins: [] },
    viewport: { width: 412, height: 823 },
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.addInitScript(observeLongTasks);
    if (trace) {
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'],
      });
    } else {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const started = Date.now();
    await page.goto(`${appOrigin}${path}`);
    await page
      .locator(CONTENT[path] ?? 'main h1')
      .first()
      .waitFor({ timeout: 90_000 });
    const contentMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const longTasks = await page.evaluate(() => window.__benchLongTasks);
    const landed = new URL(page.url()).pathname;
    if (trace) return { contentMs, longTasks, landed, trace: JSON.parse((await browser.stopTracing()).toString()) };
    const { profile } = await cdp.send('Profiler.stop');
    return { contentMs, longTasks, landed, profile };
  } finally {
    await context.close();
  }
}

const ms = (v) => `${Math.round(v)} ms`;
const base = Number(process.env.BENCH_BASE_PORT ?? 5000);
const temp = mkdtempSync(join(tmpdir(), 'port-profile-'));
process.env.STACK_QUIET = '1';
const stack = await startStack({ base, env: { DATA_DIR: join(temp, 'data'), LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '60000' } });
const browser = await launchBrowser();
try {
  const state = await signIn(browser, stack.appOrigin, { username: 'investor', password: 'demo1234' });
  if (out) mkdirSync(out, { recursive: true });
  for (const path of pages) {
    for (let run = 0; run < runs; run += 1) {
      console.log(
        `\n== ${path}, CPU ${slowdown}×, run ${run + 1}, load ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}`,
      );
      const p = await profilePage(browser, stack.appOrigin, state, path, { trace: false });
      const tbtLike = p.longTasks.reduce((sum, t) => sum + Math.max(0, t.ms - 50), 0);
      console.log(
        `content shown after ${ms(p.contentMs)}${p.landed === path ? '' : ` (landed on ${p.landed}!)`}; long tasks ${p.longTasks.length}, ` +
          `Σ(ms over 50) ${ms(tbtLike)}: ${p.longTasks.map((t) => `${t.ms}@${t.start}`).join(' ')}`,
      );
      const s = summariseProfile(p.profile);
      console.log(`JS profile: ${ms(s.total)} sampled`);
      console.log('self time by package:', s.byPackage.map(([k, v]) => `${k} ${ms(v)}`).join(', '));
      console.log('self time by file:');
      for (const [k, v] of s.byFile) console.log(`  ${ms(v).padStart(8)}  ${k}`);
      console.log('self time by function:');
      for (const [k, v] of s.byFunction) console.log(`  ${ms(v).padStart(8)}  ${k}`);
      const t = await profilePage(browser, stack.appOrigin, state, path, { trace: true });
      const b = mainThreadBreakdown(t.trace);
      console.log(
        `trace: main thread busy ${ms(b.busy)} in ${b.tasks} tasks; long tasks ${b.long.length} (Σ over 50 ${ms(b.blocking)}): ${b.long.map((l) => `${Math.round(l.dur)}@${Math.round(l.start)}[${l.top}]`).join(' ')}`,
      );
      console.log('main thread by kind (self):', b.byKind.map(([k, v]) => `${k} ${ms(v)}`).join(', '));
      if (out) {
        const name = path.replace(/\W+/g, '_');
        writeFileSync(join(out, `${name}-${run}.cpuprofile`), JSON.stringify(p.profile));
        writeFileSync(join(out, `${name}-${run}.trace.json`), JSON.stringify(t.trace));
      }
    }
  }
} finally {
  await browser.close();
  await stack.stop();
  rmSync(temp, { recursive: true, force: true });
}
