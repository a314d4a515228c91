import { describe, expect, it } from 'vitest';
import { createLoginTransaction, purgeExpiredLoginTransactions } from '../../src/auth/oidc/login-transactions';
import { poolConfig, POOL_DEFAULTS } from '../../src/db/client';
import { latestMigrationMillis } from '../../src/platform/health';
import { flakyDb } from '../helpers/flaky-db';
import { testApp } from '../helpers/app';
import { testDb } from '../helpers/db';
import { resetDb } from '../helpers/reset';

/** A request the test lets through when it wants: `entered` resolves once the handler runs. */
function heldRoute() {
  let release: () => void = () => undefined;
  let entered: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const inside = new Promise<void>((resolve) => (entered = resolve));
  return { gate, inside, release: () => release(), enter: () => entered() };
}

describe('/healthz and /readyz on the app host (issue 12 item 6)', () => {
  it('/healthz answers while the process runs; /readyz once the database answers with every migration in', async () => {
    const app = await testApp();
    try {
      expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
      expect(ready.headers['cache-control']).toBe('no-store');
      expect(latestMigrationMillis()).toBeGreaterThan(Date.UTC(2025, 0, 1));
    } finally {
      await app.close();
    }
  });

  it('/readyz answers 503 while the database is unreachable, /healthz stays 200', async () => {
    const switchable = flakyDb(await testDb());
    const app = await testApp({}, {}, switchable.db);
    try {
      switchable.setDown(true);
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'database' });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      switchable.setDown(false);
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    } finally {
      switchable.setDown(false);
      await app.close();
    }
  });
});

describe('SIGTERM drain (issue 12 item 6)', () => {
  it('/readyz turns 503 at once, the request in flight finishes, then the drain reports done', async () => {
    const app = await testApp();
    const held = heldRoute();
    app.get('/test/held', async () => {
      held.enter();
      await held.gate;
      return { done: true };
    });
    try {
      const inFlight = app.inject({ url: '/test/held' });
      await held.inside;
      expect(app.lifecycle.inFlight()).toBe(1);
      let finished: boolean | undefined;
      const drained = app.lifecycle.drain(60_000).then((value) => (finished = value));
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
      expect(finished).toBeUndefined();
      held.release();
      expect((await inFlight).json()).toEqual({ done: true });
      await drained;
      expect(finished).toBe(true);
    } finally {
      held.release();
      await app.close();
    }
  });

  it('gives up after the bounded drain time when a request never finishes', async () => {
    const app = await testApp();
    const held = heldRoute();
    app.get('/test/stuck', async () => {
      held.enter();
      await held.gate;
      return {};
    });
    try {
      const stuck = app.inject({ url: '/test/stuck' });
      await held.inside;
      expect(await app.lifecycle.drain(20)).toBe(false);
      held.release();
      await stuck;
    } finally {
      held.release();
      await app.close();
    }
  });
});

describe('bounded waits of the database (issue 12 item 6)', () => {
  it('the pg pool has queue, statement, client query and idle-in-transaction limits (the connect limit: pool-waits.test.ts)', () => {
    const config = poolConfig('postgres://x@127.0.0.1/x', POOL_DEFAULTS);
    expect(config).toMatchObject({
      connectionTimeoutMillis: 15_000,
      statement_timeout: 15_000,
      query_timeout: 16_000,
      idle_in_transaction_session_timeout: 15_000,
      max: 10,
    });
  });

  it('a database waiting queue above the limit sheds data calls with 503 code 92 at once; pages still load', async () => {
    let waiting = 0;
    const app = await testApp({ LOAD_SHED_MAX_DB_WAITING: '5' }, {}, undefined, { dbWaiting: () => waiting });
    try {
      expect((await app.inject({ url: '/auth/profile' })).statusCode).toBe(200);
      waiting = 6;
      const shed = await app.inject({ url: '/auth/profile' });
      expect(shed.statusCode).toBe(503);
      expect(shed.json()).toMatchObject({ error_code: '92' });
      expect(shed.headers['retry-after']).toBe('5');
      expect((await app.inject({ url: '/dashboard' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('abandoned sign-ins are purged after their lifetime, like expired sessions', async () => {
    const db = await resetDb({ force: false });
    await createLoginTransaction(db, { state: 's', nonce: 'n', codeVerifier: 'v', returnUrl: '/dashboard' });
    expect(await purgeExpiredLoginTransactions(db)).toBe(0);
    const later = new Date(Date.now() + 11 * 60 * 1000);
    expect(await purgeExpiredLoginTransactions(db, later)).toBeGreaterThanOrEqual(1);
  });
});
