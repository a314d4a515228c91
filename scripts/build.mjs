// Production build of the six front-end apps, two at a time (the machines have two cores).
// `--missing` builds only apps without a dist; used by the start script.
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { apps } from './lib/apps.mjs';

const root = new URL('..', import.meta.url).pathname;
const onlyMissing = process.argv.includes('--missing');
const builtMarker = (dir) => join(root, dir, 'dist', dir === 'shell' ? 'index.html' : 'mf-manifest.json');
const todo = apps.filter((app) => !onlyMissing || !existsSync(builtMarker(app.dir)));

function build(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('pnpm', ['--filter', `./${app.dir}`, 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`built ${app.dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else {
        console.error(log);
        reject(new Error(`build of ${app.dir} failed (exit ${code})`));
      }
    });
  });
}

const queue = [...todo];
const started = Date.now();
await Promise.all(
  [0, 1].map(async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await build(app);
  }),
);
if (todo.length) console.log(`front-end build: ${todo.length} app(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
