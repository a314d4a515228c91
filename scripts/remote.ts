// `pnpm remote:publish <remote>` / `remote:rollback <remote>` / `remote:status` (issue 20 items 1-2).
// Publish builds that remote alone, stores it as <storage>/<remote>/<version>/ (version = package
// version + build hash, written into its manifest), checks that its manifest and entry answer at
// their public URL, then flips it live in the registry (one transaction). Needs the app host's
// database: DATABASE_URL (PostgreSQL), or DATA_DIR for a PGlite folder no server holds open.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createDb } from '../server/src/db/client';
import {
  RegistryRefusal,
  goLive,
  history,
  liveReleases,
  rollback,
  withPublishLock,
} from '../server/src/platform/remote-registry/registry';
import { fileStorage } from '../server/src/platform/remote-registry/storage';
// @ts-expect-error plain ESM helpers shared with `pnpm start`
import { findRemote, remotes } from './lib/apps.mjs';
// @ts-expect-error plain ESM helpers shared with `pnpm start`
import { remotesStorage } from './lib/stack.mjs';

type Remote = { name: string; dir: string; port: number; env: string };
const root = path.resolve(import.meta.dirname, '..');
const actor = process.env.PUBLISHED_BY ?? `${userInfo().username}@${hostname()}`;

/** The remote's one stable public base (CSP-allowed): REMOTE_<NAME>_URL, else its local port (+ BASE_PORT offset). */
function publicBase(remote: Remote): string {
  const given = process.env[remote.env];
  if (given) return given.replace(/\/+$/, '');
  return `http://localhost:${Number(process.env.BASE_PORT ?? 3000) + remote.port - 3000}`;
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Package version + the first 10 hex of a hash over every built file: the same build, the same version. */
export function versionOf(dist: string, packageVersion: string): string {
  const hash = createHash('sha256');
  for (const file of filesOf(dist).filter((f) => !/\.(br|gz)$/.test(f)))
    hash.update(file).update(readFileSync(path.join(dist, file)));
  return `${packageVersion}-${hash.digest('hex').slice(0, 10)}`;
}

function stampManifest(dist: string, version: string): string {
  const file = path.join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  manifest.metaData.buildInfo.buildVersion = version;
  const text = JSON.stringify(manifest);
  writeFileSync(file, text);
  writeFileSync(`${file}.gz`, gzipSync(text));
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  return createHash('sha256').update(text).digest('hex');
}

async function answers(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(5000) }).then(
    (response) => response.ok,
    () => false,
  );
}

async function publish(remote: Remote) {
  const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
  try {
    await withPublishLock(handle.db, remote.name, `${actor} pid ${process.pid}`, async () => {
      const dist = path.join(root, remote.dir, 'dist');
      rmSync(dist, { recursive: true, force: true });
      execFileSync(
        path.join(root, 'node_modules/.bin/rspack'),
        ['build', '-c', 'scripts/rspack.all.mjs', '--config-name', remote.dir],
        {
          cwd: root,
          stdio: 'inherit',
          env: { ...process.env, NODE_ENV: 'production' },
        },
      );
      const pkg = JSON.parse(readFileSync(path.join(root, remote.dir, 'package.json'), 'utf8'));
      const version = versionOf(dist, pkg.version);
      const manifestHash = stampManifest(dist, version);
      const storage = fileStorage(remotesStorage());
      if (await storage.has(remote.name, version))
        console.log(`${remote.name} ${version} is already stored (same build): not copied again`);
      else await storage.put(remote.name, version, dist);
      const manifestUrl = `${publicBase(remote)}/${remote.name}/${version}/mf-manifest.json`;
      const entryUrl = new URL('remoteEntry.js', manifestUrl).href;
      if (!(await answers(manifestUrl)) || !(await answers(entryUrl)))
        throw new RegistryRefusal(
          `${manifestUrl} or its remoteEntry.js does not answer: is ${remote.name}'s host serving ${remotesStorage()}?`,
        );
      const release = await goLive(handle.db, { remote: remote.name, version, manifestUrl, manifestHash, actor });
      console.log(
        `${remote.name} ${release.version} is live (was ${release.previousVersion ?? 'nothing published'}): ${manifestUrl}`,
      );
    });
  } finally {
    await handle.close();
  }
}

async function rollbackRemote(remote: Remote) {
  const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
  try {
    const release = await rollback(handle.db, remote.name, actor);
    console.log(`${remote.name} rolled back to ${release.version} (from ${release.previousVersion}): ${release.manifestUrl}`);
  } finally {
    await handle.close();
  }
}

async function status() {
  const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
  try {
    const live = new Map((await liveReleases(handle.db)).map((release) => [release.remote, release]));
    const rows = [];
    for (const remote of remotes as Remote[]) {
      const current = live.get(remote.name);
      const flips = await history(handle.db, remote.name, 5);
      rows.push({
        remote: remote.name,
        live: current?.version ?? '(file/env)',
        previous: current?.previousVersion ?? '-',
        when: current?.at.toISOString() ?? '-',
        by: current?.actor ?? '-',
        manifest: current ? ((await answers(current.manifestUrl)) ? 'answers' : 'DOES NOT ANSWER') : '-',
        history: flips.map((flip) => `${flip.action} ${flip.version}`).join(', ') || '-',
      });
    }
    console.table(rows);
  } finally {
    await handle.close();
  }
}

const [command, name] = process.argv.slice(2);
try {
  if (command === 'status') await status();
  else if (command === 'publish' && name) await publish(findRemote(name));
  else if (command === 'rollback' && name) await rollbackRemote(findRemote(name));
  else {
    console.error('usage: pnpm remote:publish <remote> | pnpm remote:rollback <remote> | pnpm remote:status');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof RegistryRefusal || error instanceof Error ? `refused: ${error.message}` : error);
  process.exitCode = 1;
}
