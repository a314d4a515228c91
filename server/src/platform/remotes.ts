import { readFile } from 'node:fs/promises';
import { remoteEntrySchema, remotesFileSchema, REMOTE_NAMES, type RemotesFile } from '@port/shared/contracts/remotes';
import type { AppConfig } from '../config';
import type { LiveRemotes } from './remote-registry/live-remotes';

const manifest = (origin: string) => `${origin.replace(/\/+$/, '')}/mf-manifest.json`;

/** Defaults from REMOTE_<NAME>_URL, one per remote of the remotes list (decision record 001, issue 20). */
export function remotesFromEnv(config: AppConfig): RemotesFile {
  const version = config.REMOTES_VERSION;
  return Object.fromEntries(
    REMOTE_NAMES.flatMap((name) => {
      const origin = config.remoteUrls[name];
      return origin ? [[name, { manifest: manifest(origin), version }]] : [];
    }),
  );
}

/**
 * Read on every request so re-pointing or rolling back a remote is an edit of REMOTES_FILE,
 * no restart. Invalid entries are dropped one by one; an unreadable file falls back to env.
 */
async function readDevelopmentRemotes(config: AppConfig): Promise<RemotesFile> {
  if (!config.REMOTES_FILE) return remotesFromEnv(config);
  try {
    const raw = remotesFileSchema.parse(JSON.parse(await readFile(config.REMOTES_FILE, 'utf8')));
    const remotes: RemotesFile = {};
    for (const name of REMOTE_NAMES) {
      const entry = remoteEntrySchema.safeParse(raw[name]);
      if (entry.success) remotes[name] = entry.data;
    }
    return remotes;
  } catch {
    return remotesFromEnv(config);
  }
}

/**
 * The live remotes, the one function every reader uses (CSP, `/remotes.json`, the inline copy):
 * a remote published to the registry (issue 20) answers its live version; the others come from
 * REMOTES_FILE or REMOTE_<NAME>_URL (development). `stale`: the registry's last good copy.
 */
export async function readRemotes(config: AppConfig, live?: LiveRemotes): Promise<RemotesFile> {
  return (await readLiveRemotes(config, live)).remotes;
}

export async function readLiveRemotes(config: AppConfig, live?: LiveRemotes): Promise<{ remotes: RemotesFile; stale: boolean }> {
  const registry = live ? await live.read() : { entries: {}, stale: false };
  return { remotes: { ...(await readDevelopmentRemotes(config)), ...registry.entries }, stale: registry.stale };
}

/**
 * The body /remotes.json answers: REMOTES_FILE verbatim when readable and nothing is published
 * (the shell validates it and reports a malformed file), else the live remotes.
 */
export async function readRemotesFile(config: AppConfig, live?: LiveRemotes): Promise<string> {
  return (await readRemotesBody(config, live)).body;
}

export async function readRemotesBody(config: AppConfig, live?: LiveRemotes): Promise<{ body: string; stale: boolean }> {
  const registry = live ? await live.read() : { entries: {}, stale: false };
  if (config.REMOTES_FILE && Object.keys(registry.entries).length === 0) {
    const text = await readFile(config.REMOTES_FILE, 'utf8').catch(() => null);
    if (text !== null) return { body: text, stale: registry.stale };
  }
  return { body: JSON.stringify({ ...(await readDevelopmentRemotes(config)), ...registry.entries }), stale: registry.stale };
}

export function remoteOrigins(remotes: RemotesFile): string[] {
  return [...new Set(Object.values(remotes).flatMap((entry) => (entry ? [new URL(entry.manifest).origin] : [])))];
}
