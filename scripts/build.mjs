// Production build of the six front-end apps in one rspack multi-compiler.
// `--missing` builds only apps without a dist (the start script uses it).
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { apps } from './lib/apps.mjs';

const root = new URL('..', import.meta.url).pathname;
const onlyMissing = process.argv.includes('--missing');
const builtMarker = (dir) => join(root, dir, 'dist', dir === 'shell' ? 'index.html' : 'mf-manifest.json');
const todo = apps.filter((app) => !onlyMissing || !existsSync(builtMarker(app.dir)));

if (todo.length) {
  const started = Date.now();
  const names = todo.length === apps.length ? [] : todo.flatMap((app) => ['--config-name', app.dir]);
  execFileSync(join(root, 'node_modules/.bin/rspack'), ['build', '-c', 'scripts/rspack.all.mjs', ...names], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  console.log(`front-end build: ${todo.map((app) => app.dir).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
