import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/rate-limits';

export type Counter = { hits: number; windowStart: Date; lastAt: Date };

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Counts one hit of `key` in a fixed window of `windowMs`, atomically in the database so every
 * server instance shares the count (issue 12 item 3). A window that has passed starts again at 1.
 */
export async function countHit(db: Db, key: string, windowMs: number, now = new Date()): Promise<Counter> {
  const expired = sql`${rateLimits.windowStart} <= ${ts(new Date(now.getTime() - windowMs))}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, hits: 1, lastAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${expired} then ${ts(now)} else ${rateLimits.windowStart} end`,
        lastAt: now,
      },
    })
    .returning();
  if (!row) throw new Error(`rate limit counter ${key} not written`);
  return { hits: row.hits, windowStart: row.windowStart, lastAt: row.lastAt };
}

export async function readCounter(db: Db, key: string): Promise<Counter | null> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row ? { hits: row.hits, windowStart: row.windowStart, lastAt: row.lastAt } : null;
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Deletes counters not hit for a day (every window is shorter); returns how many. */
export async function purgeRateLimits(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.lastAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)))
    .returning({ key: rateLimits.key });
  return removed.length;
}
