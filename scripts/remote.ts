// `pnpm remote:publish <remote>` / `remote:rollback <remote>` / `remote:status` (issue 20 items 1-2).
// Publish builds that remote alone (or takes PUBLISH_DIST, a build made by its pipeline), refuses it
// when the live shell cannot run it (compatibility gate: compat-gate.ts), stores it as
// <storage>/<remote>/<version>/ (version = package version + build hash, written into its manifest),
// checks that its manifest and entry answer at their public URL, then flips it live in the registry
// (one transaction): server/src/platform/remote-registry/publish.ts. A rollback goes through the
// same gate and smoke (rollback.ts). Needs the app host's database: DATABASE_URL (PostgreSQL), or
// DATA_DIR for a PGlite folder no server holds open.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import { createDb } from '../server/src/db/client';
import { RegistryRefusal, history, liveReleases, withPublishLock } from '../server/src/platform/remote-registry/registry';
import { rollbackChecked } from '../server/src/platform/remote-registry/rollback';
import { fileStorage } from '../server/src/platform/remote-registry/storage';
import { shellContract } from '../server/src/platform/remote-registry/compat-gate';
import { publishBuilt } from '../server/src/platform/remote-registry/publish';
import { smokeCredentials } from '../server/src/platform/remote-registry/smoke-credentials';
// @ts-expect-error plain ESM helpers shared with `pnpm start`
import { findRemote, remotes } from './lib/apps.mjs';
// @ts-expect-error plain ESM helpers shared with `pnpm start`
import { remotesStorage } from './lib/stack.mjs';
// @ts-expect-error plain ESM helper (Chromium through the e2e package's Playwright)
import { smokeRemote } from './lib/remote-smoke.mjs';

type Route = { path: string; module: string; signedIn: boolean };
type Remote = { name: string; dir: string; port: number; env: string; exposes: Record<string, string>; routes: Route[] };
const root = path.resolve(import.meta.dirname, '..');
const actor = process.env.PUBLISHED_BY ?? `${userInfo().username}@${hostname()}`;

/** The remote's one stable public base (CSP-allowed): REMOTE_<NAME>_URL, else its local port (+ BASE_PORT offset). */
function publicBase(remote: Remote): string {
  const given = process.env[remote.env];
  if (given) return given.replace(/\/+$/, '');
  return `http://localhost:${Number(process.env.BASE_PORT ?? 3000) + remote.port - 3000}`;
}

async function answers(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(5000) }).then(
    (response) => response.ok,
    () => false,
  );
}

/** The live shell the gate compares with: GATE_SHELL (an app origin or a built shell folder), else the app host. */
const appOrigin = () => process.env.APP_ORIGIN ?? `http://localhost:${Number(process.env.BASE_PORT ?? 3000)}`;
const liveShellSource = () => process.env.GATE_SHELL ?? appOrigin();

/** The smoke load before the flip: the candidate's pages, signed in, and modules against the live shell, in Chromium. */
async function smoke(remote: Remote, manifestUrl: string): Promise<void> {
  const credentials = smokeCredentials(appOrigin(), process.env);
  console.log(`${remote.name}: smoke load of ${manifestUrl} in Chromium, signed in as ${credentials.username}`);
  const problems: string[] = await smokeRemote({
    appOrigin: appOrigin(),
    remote: remote.name,
    manifestUrl,
    exposes: remote.exposes,
    routes: remote.routes,
    credentials,
  });
  if (problems.length)
    throw new RegistryRefusal(
      `${remote.name} failed its smoke load against the live shell, nothing goes live:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
}

function build(remote: Remote): string {
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
  return dist;
}

async function publish(remote: Remote) {
  const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
  try {
    await withPublishLock(handle.db, remote.name, `${actor} pid ${process.pid}`, async () => {
      const dist = process.env.PUBLISH_DIST ? path.resolve(process.env.PUBLISH_DIST) : build(remote);
      const pkg = JSON.parse(readFileSync(path.join(root, remote.dir, 'package.json'), 'utf8'));
      const release = await publishBuilt(
        {
          db: handle.db,
          storage: fileStorage(remotesStorage()),
          actor,
          publicBase: publicBase(remote),
          liveShell: () => shellContract(liveShellSource()),
          answers,
          smoke: (manifestUrl) => smoke(remote, manifestUrl),
          log: (line) => console.log(line),
        },
        remote.name,
        dist,
        pkg.version,
      );
      console.log(
        `${remote.name} ${release.version} is live (was ${release.previousVersion ?? 'nothing published'}): ${release.manifestUrl}`,
      );
    });
  } finally {
    await handle.close();
  }
}

async function rollbackRemote(remote: Remote) {
  const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
  try {
    await withPublishLock(handle.db, remote.name, `${actor} pid ${process.pid}`, async () => {
      const release = await rollbackChecked(
        {
          db: handle.db,
          storage: fileStorage(remotesStorage()),
          actor,
          liveShell: () => shellContract(liveShellSource()),
          smoke: (manifestUrl) => smoke(remote, manifestUrl),
          log: (line) => console.log(line),
        },
        remote.name,
      );
      console.log(`${remote.name} rolled back to ${release.version} (from ${release.previousVersion}): ${release.manifestUrl}`);
    });
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
