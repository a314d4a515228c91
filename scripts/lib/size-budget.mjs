// Per-app first-load JS in gzip bytes, against the budgets in scripts/size-budgets.json (issue 7).
// Shell: the files of `first-load.json` (entry + eager chunks, written by the build from the chunk
// graph, tools/rspack/first-load.mjs). Remote: `remoteEntry.js` + the sync chunks of each exposed
// route module, from `mf-manifest.json` (its shared singletons come from the shell's copies).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const gzipBytes = (file) => gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }).length;

/** `[{ key, files }]`: one entry for the shell, one per exposed module of a remote. */
export function firstLoadSets(distDir, { isShell }) {
  if (isShell) {
    const report = join(distDir, 'first-load.json');
    if (!existsSync(report)) throw new Error(`${report} is missing: build the shell first (pnpm build)`);
    return [{ key: 'main', files: readJson(report).main.filter((file) => file.endsWith('.js')) }];
  }
  const manifestFile = join(distDir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the remote first (pnpm build)`);
  const manifest = readJson(manifestFile);
  const entry = join(manifest.metaData.remoteEntry.path ?? '', manifest.metaData.remoteEntry.name);
  return manifest.exposes.map((expose) => ({ key: expose.name, files: [entry, ...expose.assets.js.sync] }));
}

/** Measures every app: `[{ name, bytes, files }]` with `name` = `<dir>` or `<dir>/<ExposedModule>`. */
export function measureApps(root, apps) {
  const results = [];
  for (const app of apps) {
    const distDir = join(root, app.dir, 'dist');
    for (const set of firstLoadSets(distDir, { isShell: app.dir === 'shell' })) {
      const bytes = set.files.reduce((sum, file) => sum + gzipBytes(join(distDir, file)), 0);
      results.push({ name: app.dir === 'shell' ? 'shell' : `${app.dir}/${set.key}`, bytes, files: set.files.length });
    }
  }
  return results;
}

/** Rows with the budget and a verdict; an app without a budget fails too (add it to the file). */
export function checkBudgets(measured, budgets) {
  return measured.map((m) => {
    const budget = budgets[m.name];
    const ok = typeof budget === 'number' && m.bytes <= budget;
    return { ...m, budget: budget ?? null, ok };
  });
}

/** Budgets from today's sizes plus a margin (rounded up to the next 256 bytes). */
export function budgetsFrom(measured, margin = 0.05) {
  return Object.fromEntries(measured.map((m) => [m.name, Math.ceil((m.bytes * (1 + margin)) / 256) * 256]));
}

/** `{ '<dir>/<ExposedModule>': bytes }` from the remotes list's `budgets` (issue 20: one file names the remotes). */
export function remoteBudgets(apps) {
  return Object.fromEntries(
    apps.flatMap((app) => Object.entries(app.budgets ?? {}).map(([exposed, bytes]) => [`${app.dir}/${exposed}`, bytes])),
  );
}
