import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { webVitals } from '../../src/db/schema/web-vitals';
import { vitalsP75 } from '../../src/platform/vitals/vitals-p75';
import { testApp } from '../helpers/app';
import { resetDb } from '../helpers/reset';

const HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'port-web' };
const dashboard = { route: '/dashboard/*', remote: 'dashboard', version: '2.3.4' };
const metrics = [
  { name: 'LCP', value: 1834.2 },
  { name: 'CLS', value: 0.013 },
  { name: 'INP', value: 96 },
  { name: 'TTFB', value: 120.5 },
];

/** Issue 19 item 6: the real-user metrics endpoint keeps only what it can check, answers 204, is rate-limited. */
describe('POST /api/vitals/v1/report', () => {
  let app: FastifyInstance;
  const rows = async () => (await app.db.select({ n: count() }).from(webVitals))[0]!.n;
  const post = (payload: unknown, headers: Record<string, string> = HEADERS) =>
    app.inject({ method: 'POST', url: otherPaths.vitals, headers, payload: JSON.stringify(payload) });
  beforeAll(async () => {
    app = await testApp({ REMOTES_VERSION: '2.3.4', RATE_LIMIT_VITALS_PER_MIN: '1000' });
  });
  beforeEach(async () => {
    await app.db.delete(webVitals);
  });
  afterAll(async () => app.close());

  it('keeps the four metrics of a dashboard page load with its route, remote and live version', async () => {
    const res = await post({ ...dashboard, metrics });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    const kept = await app.db.select().from(webVitals).where(eq(webVitals.route, '/dashboard/*'));
    expect(kept.map((r) => [r.remote, r.remoteVersion, r.name, r.value]).sort()).toEqual(
      metrics.map((m) => ['dashboard', '2.3.4', m.name, m.value]).sort(),
    );
  });

  it('keeps a shell page with no remote', async () => {
    expect((await post({ route: '/', remote: null, version: null, metrics: [metrics[3]] })).statusCode).toBe(204);
    expect(await rows()).toBe(1);
  });

  it.each([
    ['a browser URL instead of a route-table path', { ...dashboard, route: '/dashboard/omnibus/1', metrics }],
    ['free text as the route', { ...dashboard, route: 'นาย สมชาย ใจดี 0812345678', metrics }],
    ['a remote that does not own the route', { ...dashboard, remote: 'tsf', metrics }],
    ['a shell route with a remote', { route: '/', remote: 'dashboard', version: '2.3.4', metrics }],
    ['a remote without its version', { ...dashboard, version: null, metrics }],
    ['an unknown metric', { ...dashboard, metrics: [{ name: 'FID', value: 3 }] }],
    ['a metric given twice', { ...dashboard, metrics: [metrics[0], metrics[0]] }],
    ['no metric', { ...dashboard, metrics: [] }],
    ['a negative value', { ...dashboard, metrics: [{ name: 'LCP', value: -1 }] }],
    ['an hour-long LCP', { ...dashboard, metrics: [{ name: 'LCP', value: 3_600_000 }] }],
    ['a value as text', { ...dashboard, metrics: [{ name: 'LCP', value: '1800' }] }],
    ['an extra field (a place for text)', { ...dashboard, metrics, note: 'hello' }],
    ['an extra field inside a metric', { ...dashboard, metrics: [{ ...metrics[0], url: '/dashboard/omnibus/1' }] }],
    ['a version longer than any the registry takes', { ...dashboard, version: 'x'.repeat(65), metrics }],
  ])('refuses %s: 400 in Thai, nothing kept', async (_what, payload) => {
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error_message).toMatch(/[\u0E00-\u0E7F]/);
    expect(await rows()).toBe(0);
  });

  it('refuses a body that is not JSON and a call without the CSRF header', async () => {
    const notJson = await app.inject({ method: 'POST', url: otherPaths.vitals, headers: HEADERS, payload: 'LCP=1800' });
    expect(notJson.statusCode).toBe(400);
    expect((await post({ ...dashboard, metrics }, { 'content-type': 'application/json' })).statusCode).toBe(403);
    expect(await rows()).toBe(0);
  });

  it('pnpm perf:report’s p75 per route and per remote version', async () => {
    for (const [version, lcp] of [
      ['2.3.4', 100],
      ['2.3.4', 200],
      ['2.3.4', 300],
      ['2.3.4', 400],
    ] as const) {
      expect((await post({ ...dashboard, version, metrics: [{ name: 'LCP', value: lcp }] })).statusCode).toBe(204);
    }
    const lines = (await vitalsP75(app.db, 28)).filter((r) => r.route === '/dashboard/*' && r.name === 'LCP');
    expect(lines.map((r) => [r.allVersions, r.remote, r.version, r.samples, r.p75])).toEqual([
      [true, null, null, 4, 325],
      [false, 'dashboard', '2.3.4', 4, 325],
    ]);
  });

  it('drops a report of a version that is not live (a page older than the deploy): 204, nothing kept', async () => {
    expect((await post({ ...dashboard, version: '2.3.3', metrics })).statusCode).toBe(204);
    expect(await rows()).toBe(0);
  });
});

describe('vitals: sampled, bounded, rate-limited', () => {
  let app: FastifyInstance;
  afterAll(async () => app?.close());

  it('a sample rate of 0 keeps nothing; the table never holds more than VITALS_MAX_ROWS rows; the 4th call of a minute is 429', async () => {
    const db = await resetDb();
    const none = await testApp({ VITALS_SAMPLE_RATE: '0' }, {}, db);
    const report = { route: '/', remote: null, version: null, metrics };
    expect((await none.inject({ method: 'POST', url: otherPaths.vitals, headers: HEADERS, payload: report })).statusCode).toBe(
      204,
    );
    expect((await db.select({ n: count() }).from(webVitals))[0]!.n).toBe(0);
    await none.close();

    app = await testApp({ VITALS_MAX_ROWS: '100', RATE_LIMIT_VITALS_PER_MIN: '1000' }, {}, db);
    for (let i = 0; i < 30; i += 1) {
      const res = await app.inject({ method: 'POST', url: otherPaths.vitals, headers: HEADERS, payload: report });
      expect(res.statusCode).toBe(204);
    }
    expect((await db.select({ n: count() }).from(webVitals))[0]!.n).toBe(100);
    await app.close();

    app = await testApp({ RATE_LIMIT_VITALS_PER_MIN: '3' }, {}, db);
    const headers = { ...HEADERS, 'x-forwarded-for': '203.0.113.9' };
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await app.inject({ method: 'POST', url: otherPaths.vitals, headers, payload: report })).statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 429]);
  });
});
