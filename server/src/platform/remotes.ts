import { readFile } from 'node:fs/promises';
import { remoteEntrySchema, remotesFileSchema, REMOTE_NAMES, type RemotesFile } from '@port/shared/contracts/remotes';
import type { AppConfig } from '../config';

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
export async function readRemotes(config: AppConfig): Promise<RemotesFile> {
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

/** The body /remotes.json answers: REMOTES_FILE verbatim when readable, else the env defaults. */
export async function readRemotesFile(config: AppConfig): Promise<string> {
  if (config.REMOTES_FILE) {
    const text = await readFile(config.REMOTES_FILE, 'utf8').catch(() => null);
    if (text !== null) return text;
  }
  return JSON.stringify(remotesFromEnv(config));
}

export function remoteOrigins(remotes: RemotesFile): string[] {
  return [...new Set(Object.values(remotes).flatMap((entry) => (entry ? [new URL(entry.manifest).origin] : [])))];
}
