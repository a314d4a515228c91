import { sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Db } from '../db/client';

/** Advisory-lock namespace of session refreshes (the migration lock is 4241, the seed 4242). */
const REFRESH_LOCK_NS = 4243;
/** A refresh waits this long for another one of the same session, then gives up (503 '92', busy). */
const LOCK_WAIT_MS = 15_000;

const local = new Map<string, Promise<void>>();

/**
 * Runs `work` while no other refresh of the same session runs (issue 12 item 4: two tabs
 * refreshing at once keep the session). Within this process a promise chain per session; on
 * PostgreSQL also a transaction-scoped advisory lock, so instances behind a load balancer take
 * turns too. PGlite is one process by construction (and its single connection must stay free
 * for the embedded provider the work calls), so the chain alone serializes there.
 */
export async function withSessionLock<T>(db: Db, idHash: string, work: (db: Db) => Promise<T>): Promise<T> {
  const previous = local.get(idHash) ?? Promise.resolve();
  let release: () => void = () => undefined;
  const mine = new Promise<void>((resolve) => {
    release = resolve;
  });
  const chain = previous.then(() => mine);
  local.set(idHash, chain);
  await previous;
  try {
    if ((db as unknown) instanceof PgliteDatabase) return await work(db);
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('lock_timeout', ${String(LOCK_WAIT_MS)}, true)`);
      await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK_NS}, hashtext(${idHash}))`);
      return work(tx as unknown as Db);
    });
  } finally {
    release();
    if (local.get(idHash) === chain) local.delete(idHash);
  }
}
