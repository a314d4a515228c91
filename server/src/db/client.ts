import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** The database both drivers share: only the query builder is used, never driver specifics. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DbHandle = {
  db: Db;
  driver: 'pglite' | 'pg';
  /** The raw driver client (PGlite instance or pg Pool), e.g. for tests that simulate an outage. */
  client: PGlite | pg.Pool;
  close: () => Promise<void>;
};

export type CreateDbOptions = {
  /** postgres://… selects node-postgres; absent selects embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder, or 'memory://' for an in-memory database. */
  dataDir?: string | undefined;
  /** Test hook: wraps the raw driver client (e.g. to simulate a database outage). */
  wrapClient?: <T extends object>(client: T) => T;
};

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MIGRATIONS_FOLDER = path.join(serverRoot, 'drizzle');
export const DEFAULT_DATA_DIR = path.join(serverRoot, '.data', 'pglite');

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  const wrap = options.wrapClient ?? (<T,>(c: T) => c);
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process (spec §8: the DB may go away).
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: wrap(pool) });
    // Several app instances may start together: one migrates at a time (session advisory lock).
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock(4241)');
      await migratePg(drizzlePg({ client: lockClient }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lockClient.query('select pg_advisory_unlock(4241)').catch(() => undefined);
      lockClient.release();
    }
    return { db: db as unknown as Db, driver: 'pg', client: pool, close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  const db = drizzlePglite({ client: wrap(client) });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Db, driver: 'pglite', client, close: () => client.close() };
}
