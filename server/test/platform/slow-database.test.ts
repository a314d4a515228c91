import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createDb } from '../../src/db/client';
import { dbErrorAsHttp } from '../../src/http/db-errors';
import { createSession, SESSION_COOKIE } from '../../src/auth/session-store';
import { testConfig } from '../helpers/app';
import { resetDb } from '../helpers/reset';
import { describeNeeding, postgresRun, postgresServer } from '../helpers/requirements';

describe('a slow database gives a fast 503, not a hang (issue 12 "Faults"; spec §8)', () => {
  it('a statement cancelled by statement_timeout is 503 92 (spec §8) in Thai', () => {
    const error = dbErrorAsHttp(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }));
    expect(error?.statusCode).toBe(503);
    expect(error?.errorCode).toBe('92');
    expect(error?.message).toMatch(/[\u0E00-\u0E7F]/);
  });
});

// On the PostgreSQL run of the suite (scripts/test.sh): a table held by another transaction.
describeNeeding('a slow PostgreSQL (issue 12 "Faults")', [postgresRun(), postgresServer()], () => {
  it('on PostgreSQL: with the sessions table locked by another client, a signed-in call answers 503 within the statement limit', async () => {
    await resetDb();
    const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, limits: { statementTimeoutMs: 300 } });
    const app = await buildApp(testConfig(), handle.db, { logger: false });
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    try {
      const rawId = await createSession(handle.db, {
        customerId: 'C0003',
        subject: 'sub-c0003',
        tokens: { accessToken: 'a', refreshToken: 'r', idToken: 'i', accessTokenExpiresAt: new Date(Date.now() + 600_000) },
      });
      await holder.query('begin');
      await holder.query('lock table sessions in access exclusive mode');
      const started = performance.now();
      const response = await app.inject({ url: '/auth/profile', headers: { cookie: `${SESSION_COOKIE}=${rawId}` } });
      const tookMs = performance.now() - started;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error_code: '92' });
      // Bounded by the 300 ms statement limit, far from HTTP_TIMEOUT_MS (60 s).
      expect(tookMs).toBeLessThan(5_000);
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
      await app.close();
      await handle.close();
    }
  });
});
