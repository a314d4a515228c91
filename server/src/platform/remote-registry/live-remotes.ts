import type { RemoteEntry } from '@port/shared/contracts/remotes';
import type { Db } from '../../db/client';
import { liveReleases, type Release } from './registry';

/** After a failed registry read, answer from the last good copy this long before asking the database again. */
export const REGISTRY_RETRY_MS = 10_000;

export interface LiveRemotes {
  /** The registry's live entries by remote; `stale` when the database failed and this is the last good copy. */
  read(): Promise<{ entries: Record<string, RemoteEntry>; stale: boolean }>;
}

const toEntries = (releases: Release[]) =>
  Object.fromEntries(releases.map((release) => [release.remote, { manifest: release.manifestUrl, version: release.version }]));

/**
 * The published versions `/remotes.json` answers (issue 20 item 2). The registry database down:
 * the last good copy, marked stale, never an error (a remote never published comes from the file or env).
 */
export function createLiveRemotes(load: () => Promise<Release[]>, now: () => number = Date.now): LiveRemotes {
  let lastGood: Record<string, RemoteEntry> = {};
  let failedAt = Number.NEGATIVE_INFINITY;
  return {
    async read() {
      if (now() - failedAt < REGISTRY_RETRY_MS) return { entries: lastGood, stale: true };
      try {
        lastGood = toEntries(await load());
        failedAt = Number.NEGATIVE_INFINITY;
        return { entries: lastGood, stale: false };
      } catch {
        failedAt = now();
        return { entries: lastGood, stale: true };
      }
    },
  };
}

export const liveRemotesFrom = (db: Db): LiveRemotes => createLiveRemotes(() => liveReleases(db));
