import { afterAll, describe, expect, it } from 'vitest';
import { otherPaths, portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { testApp } from '../helpers/app';
import { signInAs } from '../helpers/session';

const app = await testApp();
const expiredCookie = await signInAs(app, 'C0003', { accessTokenExpiresAt: new Date(Date.now() - 1000) });

/**
 * The calls that need a session are read from the app's own route table (a `/private/` path or
 * the route's `needsSession` config), not typed again here. Ids are harmless: the guard answers
 * before validation or any lookup.
 */
const PRIVATE = app.routeTable
  .filter((r) => r.needsSession && r.method !== 'HEAD')
  .map(({ method, url }) => ({ method, url: url.replace(/:[A-Za-z]+/g, '1') }));

const PUBLIC: string[] = [
  portPaths.fundRecommendation,
  portPaths.amcInfo,
  portAggregationPaths.commonConfig,
  `${otherPaths.articlesByTag}?tags_slug=tax-saving`,
  portPaths.planSelectOverview,
  portPaths.wealthPath(5) + '?initial=1000&contribution=100&timeframe=5',
  otherPaths.featureFlags,
  otherPaths.aaDisclaimer,
  otherPaths.fndsHeader,
];

describe('roles (spec §6): private calls need a signed-in customer', () => {
  afterAll(async () => app.close());

  it('the guarded calls are every /private/ call of spec §7 and plan-create/plan', () => {
    expect(PRIVATE.length).toBeGreaterThanOrEqual(33);
    expect(PRIVATE.map((c) => c.url)).toContain(portPaths.planCreatePlan('1'));
    expect(PRIVATE.every((c) => c.url.includes('/private/') || c.url === portPaths.planCreatePlan('1'))).toBe(true);
  });

  it.each(PRIVATE)('$method $url → 401 UNAUTHORIZED without a session', async ({ method, url }) => {
    const res = await app.inject({
      method,
      url,
      headers: { 'x-requested-with': 'port-web' },
      payload: method === 'GET' ? undefined : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error_code: 'UNAUTHORIZED', error_message: 'กรุณาเข้าสู่ระบบ' });
  });

  it.each(PRIVATE)(
    '$method $url → 401 when the access token has expired (the client refreshes, spec §8)',
    async ({ method, url }) => {
      const res = await app.inject({
        method,
        url,
        headers: { cookie: expiredCookie, 'x-requested-with': 'port-web' },
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode).toBe(401);
    },
  );

  it.each(PUBLIC)('GET %s answers anonymous visitors with 200 { data }', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveProperty('data');
  });
});
