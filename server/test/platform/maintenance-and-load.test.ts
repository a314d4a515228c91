import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../helpers/app';
import { authHeaders } from '../helpers/session';

describe('maintenance mode (spec §4, §6, §8: 503 with error_code 90)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ MAINTENANCE_MODE: 'true' });
  });
  afterAll(async () => app.close());

  it('blocks data calls, public and private, with 503 / 90', async () => {
    const headers = await authHeaders(app, 'C0003');
    for (const [method, url] of [
      ['GET', '/api/port/public/api/v1/segregate/amc-info'],
      ['GET', '/api/port-aggregation/private/v3/cust-port/plan'],
      ['POST', '/proxy/order/private/api/v1/order/cancel-order'],
      ['GET', '/api/feature-flags'],
      ['POST', '/auth/refresh'],
    ] as const) {
      const res = await app.inject({ method, url, headers, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(503);
      expect(res.json().error_code, url).toBe('90');
    }
  });

  it('still answers the profile fetch, the shell and remotes.json', async () => {
    expect((await app.inject({ url: '/auth/profile' })).statusCode).not.toBe(503);
    expect((await app.inject({ url: '/maintenance' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/remotes.json' })).statusCode).toBe(200);
  });
});

describe('load shedding (spec §8: error_code 92 → over-capacity page)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '40' });
  });
  afterAll(async () => app.close());

  it('answers 503 / 92 after the event loop was blocked beyond the threshold, then recovers', async () => {
    const url = '/api/port/public/api/v1/segregate/amc-info';
    // Let the delay window settle after app start-up (migrations may block the loop briefly).
    await new Promise((r) => setTimeout(r, 2200));
    expect((await app.inject({ url })).statusCode).toBe(200);
    const until = Date.now() + 150;
    while (Date.now() < until) {
      // busy: the event loop cannot run timers
    }
    await new Promise((r) => setTimeout(r, 30));
    const shed = await app.inject({ url });
    expect(shed.statusCode).toBe(503);
    expect(shed.json().error_code).toBe('92');
    expect(shed.headers['retry-after']).toBe('5');
    await new Promise((r) => setTimeout(r, 2200));
    expect((await app.inject({ url })).statusCode).toBe(200);
  });
});
