import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { Db, DbHandle } from '../../src/db/client';
import { dbErrorAsHttp } from '../../src/http/db-errors';
import { testConfig } from '../helpers/app';
import { testDb } from '../helpers/db';
import { resetDb } from '../helpers/reset';

/** The test database, but the next query fails with `error` once armed (as the driver would throw it). */
function refusingDb(handle: DbHandle): { db: Db; refuseNextWith: (error: Error) => void } {
  let pending: Error | null = null;
  const proxy = new Proxy(handle.client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (pending && (prop === 'query' || prop === 'exec')) {
        const error = pending;
        pending = null;
        return () => Promise.reject(error);
      }
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
  const db = handle.driver === 'pg' ? drizzlePg({ client: proxy as pg.Pool }) : drizzlePglite({ client: proxy as PGlite });
  return { db: db as unknown as Db, refuseNextWith: (error) => void (pending = error) };
}

/** What the database itself throws, caught from a real statement. */
async function realError(run: () => Promise<unknown>): Promise<Error> {
  try {
    await run();
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return (cause instanceof Error ? cause : error) as Error;
  }
  throw new Error('the statement was expected to fail');
}

/** pg's DatabaseError carries the SQLSTATE in `code`; PGlite cannot time a statement out, so these are built alike. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'ERROR' });

const URL = '/api/port/public/api/v1/segregate/amc-info';
const THAI = /[\u0E00-\u0E7F]/;

describe('database refusals that are not outages answer 409 / 503 in Thai, never 500 (issue 7 item 5; spec §8)', () => {
  let app: FastifyInstance;
  let refusing: ReturnType<typeof refusingDb>;
  let handle: DbHandle;
  beforeAll(async () => {
    await resetDb();
    handle = await testDb();
    refusing = refusingDb(handle);
    app = await buildApp(testConfig(), refusing.db, { logger: false });
  });
  afterAll(async () => app.close());

  it('a unique violation (23505, raised by the database) → 409 CONFLICT', async () => {
    const duplicate = await realError(() => handle.db.execute(sql`insert into amcs select * from amcs limit 1`));
    expect((duplicate as { code?: string }).code).toBe('23505');
    refusing.refuseNextWith(duplicate);
    const res = await app.inject({ url: URL });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error_code: 'CONFLICT', error_message: 'ข้อมูลนี้มีการบันทึกไปแล้ว กรุณาตรวจสอบและลองใหม่อีกครั้ง' });
  });

  it.each([
    ['57014', 'canceling statement due to statement timeout'],
    ['55P03', 'canceling statement due to lock timeout'],
    ['40P01', 'deadlock detected'],
  ])('%s (%s) → 503 92 (busy, spec §8), and the next call works', async (code, message) => {
    refusing.refuseNextWith(pgError(code, message));
    const res = await app.inject({ url: URL });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error_code: '92', error_message: 'ระบบกำลังทำงานหนัก กรุณาลองใหม่อีกครั้งในอีกสักครู่' });
    expect(res.body).not.toContain(message);
    expect((await app.inject({ url: URL })).statusCode).toBe(200);
  });

  it('on PostgreSQL a real statement timeout is 57014 and maps to 503', async () => {
    const timeout =
      handle.driver === 'pg'
        ? await realError(() =>
            handle.db.transaction(async (tx) => {
              await tx.execute(sql`set local statement_timeout = 20`);
              await tx.execute(sql`select pg_sleep(1)`);
            }),
          )
        : pgError('57014', 'canceling statement due to statement timeout');
    expect(dbErrorAsHttp(timeout)).toMatchObject({ statusCode: 503, errorCode: '92' });
  });

  it('reads the code through a wrapper chain; other database errors stay 500 (they are defects)', async () => {
    expect(dbErrorAsHttp(new Error('query failed', { cause: pgError('23505', 'dup') }))?.statusCode).toBe(409);
    expect(dbErrorAsHttp(pgError('23502', 'null value in column'))).toBeNull();
    expect(dbErrorAsHttp(new Error('plain'))).toBeNull();
    refusing.refuseNextWith(pgError('23502', 'null value in column "x"'));
    const res = await app.inject({ url: URL });
    expect(res.statusCode).toBe(500);
    expect(res.json().error_message).toMatch(THAI);
  });
});
