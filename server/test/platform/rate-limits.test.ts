import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { countHit, purgeRateLimits, readCounter } from '../../src/platform/rate-limit-store';
import { trustProxySetting } from '../../src/platform/trust-proxy';
import {
  DEFAULT_THROTTLE,
  delayAfter,
  recordSignInFailure,
  recordSignInSuccess,
  signInWaitMs,
} from '../../src/idp/sign-in-throttle';
import { testApp } from '../helpers/app';
import { resetDb } from '../helpers/reset';
import { authHeaders } from '../helpers/session';

const T0 = new Date('2026-11-18T03:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
let db: Db;

beforeAll(async () => {
  db = await resetDb();
});

function expectRateLimited(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json()).toMatchObject({ error_code: 'RATE_LIMITED', error_message: expect.stringContaining('กรุณารอ') });
}

describe('rate-limit counters in the database, shared by every instance (issue 12 item 3)', () => {
  it('counts concurrent hits exactly once each, and starts again after the window', async () => {
    const hits = await Promise.all(Array.from({ length: 10 }, () => countHit(db, 'test:concurrent', 60_000, T0)));
    expect(hits.map((h) => h.hits).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await countHit(db, 'test:concurrent', 60_000, at(59_000))).hits).toBe(11);
    const next = await countHit(db, 'test:concurrent', 60_000, at(60_000));
    expect(next.hits).toBe(1);
    expect(next.windowStart.getTime()).toBe(at(60_000).getTime());
  });

  it('counters not hit for a day are purged', async () => {
    await countHit(db, 'test:old', 60_000, at(-25 * 60 * 60 * 1000));
    expect(await purgeRateLimits(db, T0)).toBeGreaterThanOrEqual(1);
    expect(await readCounter(db, 'test:old')).toBeNull();
  });
});

describe('limits by path on the app host: 429 in Thai with Retry-After (issue 12 item 3; spec §8)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp(
      {
        RATE_LIMIT_LOGIN_PER_MIN: '2',
        RATE_LIMIT_REFRESH_PER_MIN: '2',
        RATE_LIMIT_CHECKOUT_PER_MIN: '2',
        RATE_LIMIT_OA_MAIL_PER_HOUR: '1',
        RATE_LIMIT_RENEWAL_PER_MIN: '2',
      },
      {},
      db,
    );
    return () => app.close();
  });

  it('checkout: per customer; another customer still gets through', async () => {
    const url = '/api/port/private/api/v1/fast-checkout/pra';
    const investor = await authHeaders(app, 'C0003');
    for (let i = 0; i < 2; i += 1)
      expect((await app.inject({ method: 'POST', url, headers: investor, payload: {} })).statusCode).not.toBe(429);
    expectRateLimited(await app.inject({ method: 'POST', url, headers: investor, payload: {} }));
    const other = await authHeaders(app, 'C0006');
    expect((await app.inject({ method: 'POST', url, headers: other, payload: {} })).statusCode).not.toBe(429);
  });

  it('the open-account mail request: per customer', async () => {
    const url = '/api/oa/private/mail/form-request';
    const headers = await authHeaders(app, 'C0001');
    expect((await app.inject({ method: 'POST', url, headers, payload: {} })).statusCode).not.toBe(429);
    expectRateLimited(await app.inject({ method: 'POST', url, headers, payload: {} }));
  });

  it('renewals of the customer record: per customer, whatever the id in the path (issue 18)', async () => {
    const headers = await authHeaders(app, 'C0004');
    const url = (part: string) => `/api/oa/private/v1/customers/C0004/${part}`;
    expect((await app.inject({ method: 'PUT', url: url('suitability'), headers, payload: {} })).statusCode).not.toBe(429);
    expect((await app.inject({ method: 'PUT', url: url('kyc'), headers, payload: {} })).statusCode).not.toBe(429);
    expectRateLimited(await app.inject({ method: 'PUT', url: url('id-card'), headers, payload: {} }));
  });

  it('/auth/login per address and /auth/refresh per session', async () => {
    for (let i = 0; i < 2; i += 1)
      expect((await app.inject({ url: '/auth/login', remoteAddress: '203.0.113.7' })).statusCode).not.toBe(429);
    expectRateLimited(await app.inject({ url: '/auth/login', remoteAddress: '203.0.113.7' }));
    expect((await app.inject({ url: '/auth/login', remoteAddress: '203.0.113.8' })).statusCode).not.toBe(429);

    const headers = await authHeaders(app, 'C0005');
    for (let i = 0; i < 2; i += 1)
      expect((await app.inject({ method: 'POST', url: '/auth/refresh', headers })).statusCode).not.toBe(429);
    expectRateLimited(await app.inject({ method: 'POST', url: '/auth/refresh', headers }));
  });

  it('a client cannot choose its address with X-Forwarded-For unless it comes through a trusted proxy', async () => {
    expect(trustProxySetting('loopback')).toEqual(['loopback']);
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting('false')).toBe(false);
    const spoofed = (n: number) =>
      app.inject({ url: '/auth/login', remoteAddress: '198.51.100.9', headers: { 'x-forwarded-for': `10.9.9.${n}` } });
    await spoofed(1);
    await spoofed(2);
    expectRateLimited(await spoofed(3));
  });
});

describe('sign-in attempts at the provider: a growing delay per account and per address (issue 12 item 3)', () => {
  const policy = DEFAULT_THROTTLE;

  it('the delay doubles after the free attempts, up to the cap', () => {
    expect(delayAfter(4, 5, policy)).toBe(0);
    expect(delayAfter(5, 5, policy)).toBe(30_000);
    expect(delayAfter(6, 5, policy)).toBe(60_000);
    expect(delayAfter(7, 5, policy)).toBe(120_000);
    expect(delayAfter(20, 5, policy)).toBe(15 * 60_000);
  });

  it('per account: after five failures the account waits 30 s from the last one; a success clears it', async () => {
    for (let i = 0; i < 5; i += 1) await recordSignInFailure(db, 'Expiring ', '192.0.2.1', policy, at(i * 1000));
    expect(await signInWaitMs(db, 'expiring', '192.0.2.99', policy, at(4_000))).toBe(30_000);
    expect(await signInWaitMs(db, 'expiring', '192.0.2.99', policy, at(34_000))).toBe(0);
    await recordSignInFailure(db, 'expiring', '192.0.2.1', policy, at(34_000));
    expect(await signInWaitMs(db, 'expiring', '192.0.2.99', policy, at(35_000))).toBe(59_000);
    await recordSignInSuccess(db, 'expiring');
    expect(await signInWaitMs(db, 'expiring', '192.0.2.99', policy, at(35_000))).toBe(0);
  });

  it('per address: twenty failures over many accounts make that address wait, other addresses do not', async () => {
    for (let i = 0; i < 20; i += 1) await recordSignInFailure(db, `guess-${i}`, '192.0.2.50', policy, at(i));
    expect(await signInWaitMs(db, 'someone-new', '192.0.2.50', policy, at(20))).toBeGreaterThan(29_000);
    expect(await signInWaitMs(db, 'someone-new', '192.0.2.51', policy, at(20))).toBe(0);
  });
});
