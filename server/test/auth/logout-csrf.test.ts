import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { testApp } from '../helpers/app';
import { signInAs } from '../helpers/session';

describe('§7 /auth/logout is not reachable from another site (logout CSRF)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => app.close());

  it('a cross-site link sends the browser home and the session stays signed in', async () => {
    const cookie = await signInAs(app, 'C0003');
    for (const site of ['cross-site', 'same-site']) {
      const res = await app.inject({ url: '/auth/logout', headers: { cookie, 'sec-fetch-site': site } });
      expect(res.statusCode, site).toBe(302);
      expect(res.headers['set-cookie'], site).toBeUndefined();
    }
    expect((await app.inject({ url: portAggregationPaths.planList, headers: { cookie } })).statusCode).toBe(200);
  });

  it('a same-origin navigation signs out', async () => {
    const cookie = await signInAs(app, 'C0003');
    const res = await app.inject({ url: '/auth/logout', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(res.statusCode).toBe(302);
    expect((await app.inject({ url: portAggregationPaths.planList, headers: { cookie } })).statusCode).toBe(401);
  });
});
