import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Db, DbHandle } from '../../src/db/client';

const COUNTED = new Set(['query', 'exec']);

/**
 * The shared test database behind a counter: every statement sent to the driver (PGlite or the
 * pg pool) is recorded with its SQL text, so a test can count the round trips of one request.
 * A new Db object also means fresh process caches (they are keyed by the Db).
 */
export function countingDb(handle: DbHandle): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const proxy = new Proxy(handle.client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      if (typeof prop !== 'string' || !COUNTED.has(prop)) return bound;
      return (...args: unknown[]) => {
        const first = args[0];
        statements.push(typeof first === 'string' ? first : String((first as { text?: string })?.text ?? first));
        return bound(...args);
      };
    },
  });
  const db = handle.driver === 'pg' ? drizzlePg({ client: proxy as pg.Pool }) : drizzlePglite({ client: proxy as PGlite });
  return { db: db as unknown as Db, statements };
}
