import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Db, DbHandle } from '../../src/db/client';

const INTERCEPTED = new Set(['query', 'exec', 'transaction', 'connect']);

/**
 * The shared test database behind a switch: while `down` is true every query fails the way a
 * lost PostgreSQL connection does (ECONNREFUSED), then works again.
 */
export function flakyDb(handle: DbHandle): { db: Db; setDown: (down: boolean) => void } {
  let down = false;
  const refuse = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
  const proxy = new Proxy(handle.client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (down && typeof prop === 'string' && INTERCEPTED.has(prop)) return refuse;
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
  const db = handle.driver === 'pg' ? drizzlePg({ client: proxy as pg.Pool }) : drizzlePglite({ client: proxy as PGlite });
  return { db: db as unknown as Db, setDown: (value) => (down = value) };
}
