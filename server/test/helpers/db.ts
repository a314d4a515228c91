import { sql } from 'drizzle-orm';
import { createDb, type DbHandle } from '../../src/db/client';

let handle: Promise<DbHandle> | undefined;

/**
 * One database per test run (PGlite is slow to create): in-memory PGlite, or the PostgreSQL
 * server named by DATABASE_URL. vitest runs server files in one context (isolate: false).
 */
export function testDb(): Promise<DbHandle> {
  handle ??= createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
  return handle;
}

/**
 * Empties every table except migrations bookkeeping and app_settings: the session key there is
 * cached by the running process, as in production where it is never deleted.
 */
export async function truncateAll(handle: DbHandle): Promise<void> {
  const result = await handle.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'app_settings'`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { tablename: string }[] }).rows) as {
    tablename: string;
  }[];
  const names = rows.map((r) => `"${r.tablename}"`).join(', ');
  if (names) await handle.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
}
