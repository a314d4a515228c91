import { readFile } from 'node:fs/promises';
import { remoteEntrySchema, remotesFileSchema, REMOTE_NAMES, type RemotesFile } from '@port/shared/contracts/remotes';
import type { AppConfig } from '../config';

const manifest = (origin: string) => `${origin.replace(/\/+$/, '')}/mf-manifest.json`;

/** Defaults from REMOTE_*_URL (decision record 001). */
export function remotesFromEnv(config: AppConfig): RemotesFile {
  const version = config.REMOTES_VERSION;
  return {
    dashboard: { manifest: manifest(config.REMOTE_DASHBOARD_URL), version },
    plan_select: { manifest: manifest(config.REMOTE_PLAN_SELECT_URL), version },
    orders: { manifest: manifest(config.REMOTE_ORDERS_URL), version },
    tsf: { manifest: manifest(config.REMOTE_TSF_URL), version },
    oa: { manifest: manifest(config.REMOTE_OA_URL), version },
  };
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
  return [...new Set(Object.values(remotes).map((entry) => new URL(entry.manifest).origin))];
}
