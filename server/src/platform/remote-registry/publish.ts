// One publish of a built remote (issue 20 items 1 and 3; `pnpm remote:publish`, scripts/remote.ts):
// gate → version and stamp → store → answers at its public URL → Chromium smoke → flip live.
// Each step that fails refuses, and nothing before the flip changes what users get.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Db } from '../../db/client';
import { compatibilityProblems, remoteContract, type BuildReader, type ShellContract } from './compat-gate';
import { goLive, RegistryRefusal, type Release } from './registry';
import type { RemoteStorage } from './storage';

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

export interface PublishDeps {
  db: Db;
  storage: RemoteStorage;
  actor: string;
  /** The remote's one stable public base (CSP-allowed), e.g. `https://tsf.example.com`. */
  publicBase: string;
  /** The live shell's side of the compatibility gate. */
  liveShell: () => Promise<ShellContract>;
  /** Loads the stored version against the live shell; throws a RegistryRefusal saying what failed. */
  smoke?: (manifestUrl: string) => Promise<void>;
  answers: (url: string) => Promise<boolean>;
  log: (line: string) => void;
}

/** Refuses (RegistryRefusal, naming every problem) a build (its folder, or a stored version's files) the live shell cannot run. */
export async function gate(remote: string, build: string | BuildReader, liveShell: () => Promise<ShellContract>): Promise<void> {
  const [built, shell] = await Promise.all([
    remoteContract(remote, build).catch((error: Error) => {
      throw new RegistryRefusal(error.message);
    }),
    liveShell().catch((error: Error) => {
      throw new RegistryRefusal(`the compatibility gate cannot read the live shell: ${error.message}`);
    }),
  ]);
  const problems = compatibilityProblems(built, shell);
  if (problems.length)
    throw new RegistryRefusal(
      `${remote} does not fit the live shell, nothing goes live:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
}

/** Publishes the built `dist` of `remote`; the caller holds the remote's publish lock. */
export async function publishBuilt(deps: PublishDeps, remote: string, dist: string, packageVersion: string): Promise<Release> {
  await gate(remote, dist, deps.liveShell);
  deps.log(`${remote}: the live shell provides what it shares (compatibility gate passed)`);
  const version = versionOf(dist, packageVersion);
  const manifestHash = stampManifest(dist, version);
  if (await deps.storage.has(remote, version)) deps.log(`${remote} ${version} is already stored (same build): not copied again`);
  else await deps.storage.put(remote, version, dist);
  const manifestUrl = `${deps.publicBase}/${remote}/${version}/mf-manifest.json`;
  const entryUrl = new URL('remoteEntry.js', manifestUrl).href;
  if (!(await deps.answers(manifestUrl)) || !(await deps.answers(entryUrl)))
    throw new RegistryRefusal(`${manifestUrl} or its remoteEntry.js does not answer: is ${remote}'s host serving the storage?`);
  if (deps.smoke) {
    await deps.smoke(manifestUrl);
    deps.log(`${remote} ${version}: its routes render against the live shell (smoke passed)`);
  }
  return goLive(deps.db, { remote, version, manifestUrl, manifestHash, actor: deps.actor });
}
