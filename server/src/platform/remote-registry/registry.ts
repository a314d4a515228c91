import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { remoteLive, remotePublishLocks, remoteReleases } from '../../db/schema/remote-releases';

/** A refused registry change: the message says why (publish and rollback print it). */
export class RegistryRefusal extends Error {
  override name = 'RegistryRefusal';
}

export type Release = typeof remoteReleases.$inferSelect;

export interface GoLive {
  remote: string;
  version: string;
  manifestUrl: string;
  manifestHash: string;
  actor: string;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function liveRelease(tx: Tx | Db, remote: string, lock: boolean): Promise<Release | null> {
  const query = tx
    .select({ release: remoteReleases })
    .from(remoteLive)
    .innerJoin(remoteReleases, eq(remoteReleases.id, remoteLive.releaseId))
    .where(eq(remoteLive.remote, remote));
  const [row] = lock ? await query.for('update', { of: remoteLive }) : await query;
  return row?.release ?? null;
}

async function flip(tx: Tx, next: GoLive, action: Release['action'], current: Release | null): Promise<Release> {
  const [release] = await tx
    .insert(remoteReleases)
    .values({ ...next, action, previousVersion: current?.version ?? null })
    .returning();
  if (!release) throw new Error('remote_releases insert returned nothing');
  await tx
    .insert(remoteLive)
    .values({ remote: next.remote, releaseId: release.id })
    .onConflictDoUpdate({ target: remoteLive.remote, set: { releaseId: release.id } });
  return release;
}

/** Makes `version` the live one of its remote: the history row and the live pointer in one transaction. */
export async function goLive(db: Db, next: GoLive): Promise<Release> {
  return db.transaction(async (tx) => {
    const current = await liveRelease(tx, next.remote, true);
    if (current?.version === next.version) throw new RegistryRefusal(`${next.remote} ${next.version} is already live`);
    return flip(tx, next, 'publish', current);
  });
}

async function rollbackPair(tx: Tx | Db, remote: string, lock: boolean): Promise<{ current: Release; target: Release }> {
  const current = await liveRelease(tx, remote, lock);
  if (!current) throw new RegistryRefusal(`${remote} has no published version: nothing to roll back`);
  if (!current.previousVersion) throw new RegistryRefusal(`${remote} ${current.version} has no previous version to roll back to`);
  const [target] = await tx
    .select()
    .from(remoteReleases)
    .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, current.previousVersion)))
    .orderBy(desc(remoteReleases.id))
    .limit(1);
  if (!target) throw new RegistryRefusal(`${remote} ${current.previousVersion} is not in the registry`);
  return { current, target };
}

/** The release a rollback would flip to, and the live one it replaces; refused when there is none. */
export const rollbackTarget = (db: Db, remote: string) => rollbackPair(db, remote, false);

/**
 * Flips a remote back to the version the live one replaced; refused when there is none. With
 * `checkedFrom` (the live version the caller gated and smoked the target against), refused when
 * another flip came in between: what goes live is what was checked.
 */
export async function rollback(db: Db, remote: string, actor: string, checkedFrom?: string): Promise<Release> {
  return db.transaction(async (tx) => {
    const { current, target } = await rollbackPair(tx, remote, true);
    if (checkedFrom !== undefined && current.version !== checkedFrom)
      throw new RegistryRefusal(
        `${remote} changed while the rollback was checked (live was ${checkedFrom}, is now ${current.version}): run it again`,
      );
    const { version, manifestUrl, manifestHash } = target;
    return flip(tx, { remote, version, manifestUrl, manifestHash, actor }, 'rollback', current);
  });
}

/** Every remote's live release. */
export async function liveReleases(db: Db): Promise<Release[]> {
  const rows = await db
    .select({ release: remoteReleases })
    .from(remoteLive)
    .innerJoin(remoteReleases, eq(remoteReleases.id, remoteLive.releaseId));
  return rows.map((row) => row.release);
}

/** A remote's flips, newest first. */
export async function history(db: Db, remote: string, limit = 20): Promise<Release[]> {
  return db.select().from(remoteReleases).where(eq(remoteReleases.remote, remote)).orderBy(desc(remoteReleases.id)).limit(limit);
}

/** A publish older than this is taken as crashed, and its lock as free. */
export const STALE_PUBLISH_MS = 30 * 60_000;

/**
 * Holds the remote's publish lock for `work`: a second publish of the same remote at the same time
 * is refused, naming who holds it since when.
 */
export async function withPublishLock<T>(
  db: Db,
  remote: string,
  holder: string,
  work: () => Promise<T>,
  now = new Date(),
): Promise<T> {
  await db
    .delete(remotePublishLocks)
    .where(and(eq(remotePublishLocks.remote, remote), lt(remotePublishLocks.since, new Date(now.getTime() - STALE_PUBLISH_MS))));
  const [taken] = await db.insert(remotePublishLocks).values({ remote, holder, since: now }).onConflictDoNothing().returning();
  if (!taken) {
    const [other] = await db.select().from(remotePublishLocks).where(eq(remotePublishLocks.remote, remote));
    throw new RegistryRefusal(
      `another publish of ${remote} is running (${other?.holder ?? 'unknown'} since ${other?.since.toISOString() ?? '?'}): try again when it ends`,
    );
  }
  try {
    return await work();
  } finally {
    await db.delete(remotePublishLocks).where(and(eq(remotePublishLocks.remote, remote), eq(remotePublishLocks.holder, holder)));
  }
}
