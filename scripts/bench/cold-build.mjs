// Budget "cold production build of the six apps": wall time of one rspack multi-compiler run of
// scripts/rspack.all.mjs with no cache (rspack keeps none between processes in this config).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apps } from '../lib/apps.mjs';

const root = new URL('../..', import.meta.url).pathname;
const rspackBin = join(root, 'node_modules/.bin/rspack');

/**
 * Times `runs` cold builds. Default: into a temp folder (same configs, other output path).
 * `inPlace`: `rm -rf <app>/dist` then `node scripts/build.mjs`, which leaves fresh dists behind.
 */
export function timeColdBuilds(runs, { inPlace = false } = {}) {
  const seconds = [];
  const env = { ...process.env, NODE_ENV: 'production' };
  for (let i = 0; i < runs; i += 1) {
    const out = inPlace ? null : mkdtempSync(join(tmpdir(), 'port-bench-build-'));
    if (inPlace) for (const app of apps) rmSync(join(root, app.dir, 'dist'), { recursive: true, force: true });
    const started = performance.now();
    try {
      if (out)
        execFileSync(rspackBin, ['build', '-c', 'scripts/bench/build-to-temp.config.mjs'], {
          cwd: root,
          stdio: 'ignore',
          env: { ...env, BENCH_BUILD_OUT: out },
        });
      else execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'ignore', env });
      seconds.push((performance.now() - started) / 1000);
    } finally {
      if (out) rmSync(out, { recursive: true, force: true });
    }
  }
  return seconds;
}

/** Builds the one-bundle variant (scripts/bench/single-bundle.config.mjs) into `outDir`. */
export function buildSingleBundle(outDir) {
  execFileSync(rspackBin, ['build', '-c', 'scripts/bench/single-bundle.config.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', BENCH_SINGLE_OUT: outDir },
  });
}
