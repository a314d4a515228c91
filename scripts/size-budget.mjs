// Fails when an app's first-load JS (gzip bytes) grows past its budget in scripts/size-budgets.json.
// Run after `pnpm build` (scripts/test.sh does). `--write` sets the budgets to today's sizes + 5 %:
// only after a deliberate change, with the reason in the commit message.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apps } from './lib/apps.mjs';
import { budgetsFrom, checkBudgets, measureApps } from './lib/size-budget.mjs';

const root = new URL('..', import.meta.url).pathname;
const budgetsFile = join(root, 'scripts', 'size-budgets.json');
const measured = measureApps(root, apps);

if (process.argv.includes('--write')) {
  writeFileSync(budgetsFile, `${JSON.stringify(budgetsFrom(measured), null, 2)}\n`);
  console.log(`size budgets written to ${budgetsFile}`);
}
const rows = checkBudgets(measured, JSON.parse(readFileSync(budgetsFile, 'utf8')));
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
