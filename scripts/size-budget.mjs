// Fails when an app's first-load JS (gzip bytes) grows past its budget: the shell's in
// scripts/size-budgets.json, each remote's in the remotes list (shared/src/contracts/remote-apps.json).
// Run after `pnpm build` (scripts/test.sh does). `--write` sets the shell's budget to today's size + 5 %:
// only after a deliberate change, with the reason in the commit message. `--app <dir>` checks one app.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { apps } from './lib/apps.mjs';
import { budgetsFrom, checkBudgets, measureApps, remoteBudgets } from './lib/size-budget.mjs';

const { values } = parseArgs({ options: { write: { type: 'boolean' }, app: { type: 'string' } } });
const root = new URL('..', import.meta.url).pathname;
const budgetsFile = join(root, 'scripts', 'size-budgets.json');
const measured = measureApps(
  root,
  apps.filter((app) => !values.app || app.dir === values.app || app.name === values.app),
);

if (values.write) {
  const shell = budgetsFrom(measured.filter((m) => m.name === 'shell'));
  writeFileSync(budgetsFile, `${JSON.stringify(shell, null, 2)}\n`);
  console.log(`shell budget written to ${budgetsFile}; remote budgets live in the remotes list`);
}
const rows = checkBudgets(measured, { ...JSON.parse(readFileSync(budgetsFile, 'utf8')), ...remoteBudgets(apps) });
const kb = (bytes) => (bytes === null ? '-' : (bytes / 1024).toFixed(1));
console.table(
  rows.map((r) => ({ app: r.name, files: r.files, 'gzip KB': kb(r.bytes), 'budget KB': kb(r.budget), ok: r.ok ? 'yes' : 'NO' })),
);
const over = rows.filter((r) => !r.ok);
if (over.length) {
  for (const r of over) {
    console.error(
      r.budget === null
        ? `${r.name}: no budget in scripts/size-budgets.json`
        : `${r.name}: ${r.bytes} B gzip > budget ${r.budget} B`,
    );
  }
  process.exit(1);
}
