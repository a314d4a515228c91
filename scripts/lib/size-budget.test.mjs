import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { budgetsFrom, checkBudgets, firstLoadSets, measureApps, remoteBudgets } from './size-budget.mjs';
import { remotes } from './apps.mjs';

const gz = (text) => gzipSync(text, { level: constants.Z_BEST_COMPRESSION }).length;

describe('first-load JS size budget per app (issue 7 item 7)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'size-budget-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const js = (n) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i * 7919};`).join('\n');
  write('shell/dist/first-load.json', JSON.stringify({ main: ['main.1.js', 'react.2.js', 'app.3.css'] }));
  write('shell/dist/main.1.js', js(50));
  write('shell/dist/react.2.js', js(400));
  write('shell/dist/lazy-page.4.js', js(900)); // not in the first load
  write(
    'mfe-x/dist/mf-manifest.json',
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'XRoutes', assets: { js: { sync: ['expose.5.js'], async: ['later.6.js'] } } }],
    }),
  );
  write('mfe-x/dist/remoteEntry.js', js(100));
  write('mfe-x/dist/expose.5.js', js(30));
  write('mfe-x/dist/later.6.js', js(900));
  const apps = [{ dir: 'shell' }, { dir: 'mfe-x' }];

  it('counts the shell first-load JS from first-load.json and a remote entry + its exposed sync chunks', () => {
    expect(firstLoadSets(path.join(root, 'mfe-x/dist'), { isShell: false })).toEqual([
      { key: 'XRoutes', files: ['remoteEntry.js', 'expose.5.js'] },
    ]);
    expect(measureApps(root, apps)).toEqual([
      { name: 'shell', bytes: gz(js(50)) + gz(js(400)), files: 2 },
      { name: 'mfe-x/XRoutes', bytes: gz(js(100)) + gz(js(30)), files: 2 },
    ]);
  });

  it('fails an app past its budget and an app without one; passes at the budget', () => {
    const measured = measureApps(root, apps);
    const shell = measured[0].bytes;
    const rows = checkBudgets(measured, { shell, 'mfe-x/XRoutes': measured[1].bytes - 1 });
    expect(rows.map((r) => [r.name, r.ok])).toEqual([
      ['shell', true],
      ['mfe-x/XRoutes', false],
    ]);
    expect(checkBudgets(measured, { shell }).at(1)).toMatchObject({ budget: null, ok: false });
  });

  it('budgets start from the measured sizes plus a margin, rounded up to 256 bytes', () => {
    expect(
      budgetsFrom(
        [
          { name: 'a', bytes: 1000 },
          { name: 'b', bytes: 10_000 },
        ],
        0.05,
      ),
    ).toEqual({ a: 1280, b: 10_752 });
  });

  it('names the missing build output', () => {
    expect(() => firstLoadSets(path.join(root, 'nothing/dist'), { isShell: true })).toThrow(/first-load\.json is missing/);
    expect(() => firstLoadSets(path.join(root, 'nothing/dist'), { isShell: false })).toThrow(/mf-manifest\.json is missing/);
  });

  it('every exposed module of every remote in the remotes list has a budget there (issue 20)', () => {
    const budgets = remoteBudgets(remotes);
    for (const remote of remotes) {
      for (const exposed of Object.keys(remote.exposes)) {
        expect(budgets[`${remote.dir}/${exposed.replace(/^\.\//, '')}`], `${remote.name} ${exposed}`).toBeGreaterThan(0);
      }
    }
  });
});
