// `pnpm perf:modules`: what the first load of each app is made of, per module and per package,
// from the built files and their source maps (run `pnpm build` first). The shell's first load is
// `first-load.json` (written by the build from the chunk graph); a remote's is its remoteEntry.js
// plus the sync chunks of each exposed module (`mf-manifest.json`), as `pnpm size-budget` counts.
// gzip bytes are per file (level 9) and shared out among a file's modules by their minified bytes.
// Flags: --app=<dir> (default: every app), --files (also list the files), --top=N (default 25),
// --modules (per source file instead of per package).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { apps } from './lib/apps.mjs';
import { firstLoadSets } from './lib/size-budget.mjs';
import { bytesBySource, moduleName } from './lib/source-map-sizes.mjs';

const root = new URL('..', import.meta.url).pathname;
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const top = Number(arg('top') ?? 25);
const perModule = process.argv.includes('--modules');
const only = arg('app');
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** `{ files: [{ file, raw, gzip }], modules: Map<name, { raw, gzip }> }` for one set of files. */
export function describeFiles(distDir, files, app) {
  const modules = new Map();
  const described = [];
  for (const file of files.filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(join(distDir, file), 'utf8');
    const gzip = gzipSync(code, { level: constants.Z_BEST_COMPRESSION }).length;
    described.push({ file, raw: Buffer.byteLength(code), gzip });
    // Production maps are moved out of dist/ into <app>/sourcemaps/ (hidden-source-maps.mjs).
    const mapFile = [join(distDir, `${file}.map`), join(distDir, '..', 'sourcemaps', `${file}.map`)].find(existsSync);
    const sizes = mapFile
      ? bytesBySource(code, JSON.parse(readFileSync(mapFile, 'utf8')))
      : new Map([['(no source map)', Buffer.byteLength(code)]]);
    const total = [...sizes.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [source, raw] of sizes) {
      const name = source.startsWith('(') ? source : moduleName(source, app, { packages: !perModule });
      const entry = modules.get(name) ?? { raw: 0, gzip: 0 };
      entry.raw += raw;
      entry.gzip += (gzip * raw) / total;
      modules.set(name, entry);
    }
  }
  return { files: described, modules };
}

for (const app of apps.filter((a) => !only || a.dir === only)) {
  const distDir = join(root, app.dir, 'dist');
  for (const set of firstLoadSets(distDir, { isShell: app.dir === 'shell' })) {
    const { files, modules } = describeFiles(distDir, set.files, app.dir);
    const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
    const raw = files.reduce((sum, f) => sum + f.raw, 0);
    const label = app.dir === 'shell' ? 'shell first load' : `${app.dir} ${set.key}`;
    console.log(`\n${label}: ${files.length} files, ${kb(gzip)} KB gzip, ${kb(raw)} KB minified`);
    const rows = [...modules.entries()].sort((a, b) => b[1].gzip - a[1].gzip);
    console.table(
      rows.slice(0, top).map(([name, size]) => ({
        [perModule ? 'module' : 'package / module']: name,
        'gzip KB': kb(size.gzip),
        'min KB': kb(size.raw),
        '%': ((100 * size.gzip) / gzip).toFixed(1),
      })),
    );
    if (rows.length > top) console.log(`… and ${rows.length - top} more (--top=N)`);
    if (process.argv.includes('--files'))
      console.table(files.sort((a, b) => b.gzip - a.gzip).map((f) => ({ file: f.file, 'gzip KB': kb(f.gzip) })));
  }
}
