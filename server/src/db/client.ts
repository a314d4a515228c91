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

/**
 * The pg pool behind a Db made by `createDb` (or a test's wrapper of it), for a hot statement sent
 * as it is; null for PGlite and for a transaction (whose statements must stay on its connection).
 */
export function pgPoolOf(db: Db): pg.Pool | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

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
  /** Bounded waits of the PostgreSQL pool (issue 12 item 6); defaults in POOL_DEFAULTS. */
  limits?: Partial<PoolLimits>;
};

export type PoolLimits = {
  max: number;
  /** One attempt to open a connection to the server (a database that does not answer fails this fast). */
  connectTimeoutMs: number;
  /**
   * Waiting in the pool's queue for a connection another request holds: a busy pool is not a
   * dead database, so an admitted request waits this long (at least `connectTimeoutMs`) before
   * it is answered 503 92; sustained queues are shed at admission (LOAD_SHED_MAX_DB_WAITING).
   */
  queueTimeoutMs: number;
  /** One statement, on the server (statement_timeout) and in the client (query_timeout, for a server that stops answering). */
  statementTimeoutMs: number;
  /** A transaction left open and idle (idle_in_transaction_session_timeout). */
  idleInTransactionTimeoutMs: number;
  /** How long an instance waits for another one's migrations before giving up (lock_timeout). */
  migrationLockTimeoutMs: number;
};

export const POOL_DEFAULTS: PoolLimits = {
  max: 10,
  connectTimeoutMs: 5_000,
  queueTimeoutMs: 15_000,
  statementTimeoutMs: 15_000,
  idleInTransactionTimeoutMs: 15_000,
  migrationLockTimeoutMs: 120_000,
};

/**
 * The pg.Pool settings for those limits. pg-pool uses one `connectionTimeoutMillis` for both the
 * queue wait and a new connection; the connection attempt gets its own, shorter limit from the
 * client (pg.Client's `connectionTimeoutMillis`), so a burst that fills the pool is served once
 * a connection frees up instead of failing after the connect limit (the SIGTERM drain test of
 * two-processes.test.ts: eight requests held by a lock, then released together).
 */
export function poolConfig(databaseUrl: string, limits: PoolLimits): pg.PoolConfig {
  const connectTimeoutMs = limits.connectTimeoutMs;
  class BoundedConnectClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super({
        ...(typeof config === 'string' ? { connectionString: config } : config),
        connectionTimeoutMillis: connectTimeoutMs,
      });
    }
  }
  return {
    connectionString: databaseUrl,
    max: limits.max,
    Client: BoundedConnectClient,
    connectionTimeoutMillis: Math.max(limits.queueTimeoutMs, connectTimeoutMs),
    statement_timeout: limits.statementTimeoutMs,
    query_timeout: limits.statementTimeoutMs + 1_000,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    idleTimeoutMillis: 30_000,
  };
}

/** pg's own messages for a connection attempt that ran out of time (pg-pool's, pg.Client's). */
const CONNECT_TIMED_OUT = /^timeout expired$|connection timeout/i;

/**
 * A connection for a process's start-up work. The connect limit (DB_CONNECT_TIMEOUT_MS, 1 s in the
 * outage tests) bounds what a request waits for, not a process starting: on two loaded cores one
 * PostgreSQL connection can take longer, and a CI run's second app host exited on 'timeout expired'
 * while migrating (issue 21 item 1). So an attempt that timed out is made again until `deadlineMs`
 * has passed; any other failure (refused, wrong password) ends the start at once, as before.
 */
export async function connectForStartup(
  pool: Pick<pg.Pool, 'connect'>,
  deadlineMs: number,
  now = Date.now,
): Promise<pg.PoolClient> {
  const deadline = now() + deadlineMs;
  for (;;) {
    try {
      return await pool.connect();
    } catch (error) {
      if (!(error instanceof Error && CONNECT_TIMED_OUT.test(error.message)) || now() >= deadline) throw error;
    }
  }
}

/**
 * Runs the migrations under a session advisory lock (several instances may start together: one
 * migrates at a time), waiting for that lock at most `lockTimeoutMs` (55P03 after that).
 */
export async function migrateWithLock(pool: pg.Pool, lockTimeoutMs: number): Promise<void> {
  const lockClient = await connectForStartup(pool, lockTimeoutMs);
  try {
    await lockClient.query(`set lock_timeout = ${Math.max(1, Math.floor(lockTimeoutMs))}`);
    await lockClient.query('select pg_advisory_lock(4241)');
    // The migrations themselves may take longer than one request's statement limit.
    await lockClient.query('set lock_timeout = 0; set statement_timeout = 0');
    await migratePg(drizzlePg({ client: lockClient }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('select pg_advisory_unlock(4241)').catch(() => undefined);
    await lockClient.query('reset lock_timeout; reset statement_timeout').catch(() => undefined);
    lockClient.release();
  }
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MIGRATIONS_FOLDER = path.join(serverRoot, 'drizzle');
export const DEFAULT_DATA_DIR = path.join(serverRoot, '.data', 'pglite');

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  const wrap = options.wrapClient ?? (<T>(c: T) => c);
  if (options.databaseUrl) {
    const limits = { ...POOL_DEFAULTS, ...options.limits };
    const pool = new pg.Pool(poolConfig(options.databaseUrl, limits));
    // An idle client losing its connection must not crash the process (spec §8: the DB may go away).
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: wrap(pool) });
    try {
      await migrateWithLock(pool, limits.migrationLockTimeoutMs);
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
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
