import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { poolConfig, POOL_DEFAULTS } from '../../src/db/client';
import { messages } from '../../src/http/messages';
import { isDbUnavailable, isPoolExhausted } from '../../src/platform/db-errors';
import { testApp } from '../helpers/app';
import { describeNeeding, postgresRun, postgresServer } from '../helpers/requirements';

// A busy pool is not a dead database (issue 22 item 5, the SIGTERM drain case of
// two-processes.test.ts): a request waits for a connection another one holds up to the queue
// limit; only opening a connection is bounded by the (shorter) connect limit.

describe('the two waits of the pg pool', () => {
  it('opening a connection to a server that never answers fails after the connect limit, not the queue limit', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `postgres://x@127.0.0.1:${(silent.address() as AddressInfo).port}/x`;
    const pool = new pg.Pool(poolConfig(url, { ...POOL_DEFAULTS, connectTimeoutMs: 300, queueTimeoutMs: 20_000 }));
    pool.on('error', () => undefined);
    const started = performance.now();
    try {
      const error = await pool.query('select 1').then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(isDbUnavailable(error)).toBe(true);
      expect(performance.now() - started).toBeLessThan(10_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await pool.end().catch(() => undefined);
    }
  });

  it('a request that waited out the queue limit answers 503 92 "too many users" in Thai with Retry-After, not 500', async () => {
    const app = await testApp();
    app.get('/test/pool-busy', async () => {
      throw new Error('Failed query: select 1', { cause: new Error('timeout exceeded when trying to connect') });
    });
    try {
      const answer = await app.inject({ url: '/test/pool-busy' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ error_code: '92', error_message: messages.overCapacity });
      expect(answer.headers['retry-after']).toBe('5');
    } finally {
      await app.close();
    }
  });
});

describeNeeding('the two waits of the pg pool on PostgreSQL', [postgresRun(), postgresServer()], () => {
  const onePool = (queueTimeoutMs: number) =>
    new pg.Pool(poolConfig(process.env.DATABASE_URL ?? '', { ...POOL_DEFAULTS, max: 1, connectTimeoutMs: 200, queueTimeoutMs }));

  it('a query waiting 800 ms for the one connection (four times the connect limit) is served', async () => {
    const pool = onePool(10_000);
    try {
      const held = await pool.connect();
      const waiting = pool.query<{ one: number }>('select 1 as one');
      await new Promise((resolve) => setTimeout(resolve, 800));
      held.release();
      expect((await waiting).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });

  it('past the queue limit the wait ends with the pool-exhausted error (503 92), the held connection unharmed', async () => {
    const pool = onePool(300);
    try {
      const held = await pool.connect();
      const error = await pool.query('select 1').then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(isPoolExhausted(error)).toBe(true);
      expect((await held.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
      held.release();
    } finally {
      await pool.end();
    }
  });
});
