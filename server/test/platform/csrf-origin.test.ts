import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { portPaths } from '@port/shared/contracts/api-paths';
import { testApp } from '../helpers/app';
import { authHeaders } from '../helpers/session';

// Issue 21 item 2 (probe): CSRF rested on the custom header alone, so a forged Origin carrying
// the header was accepted. Now a browser's Origin / Sec-Fetch-Site must say the app itself.

const THAI = /[\u0E00-\u0E7F]/;

describe('unsafe calls: the CSRF header and where the browser says the call comes from', () => {
  let app: FastifyInstance;
  let h: Record<string, string>;
  const rename = (headers: Record<string, string>) =>
    app.inject({
      method: 'PATCH',
      url: portPaths.renamePlan('no-such-plan'),
      headers: { ...h, ...headers },
      payload: { plan_name: 'ชื่อใหม่', source: 'port-web' },
    });
  beforeAll(async () => {
    app = await testApp();
    h = await authHeaders(app, 'C0003');
  });
  afterAll(async () => app.close());

  it('a forged Origin with the header is refused: 403 in Thai, before any route runs', async () => {
    for (const origin of ['https://evil.example', 'null', `${app.config.APP_ORIGIN}.evil.example`]) {
      const response = await rename({ origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toMatchObject({ error_code: 'CSRF', error_message: expect.stringMatching(THAI) });
    }
  });

  it('Sec-Fetch-Site cross-site or same-site is refused; same-origin and none pass', async () => {
    expect((await rename({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await rename({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await rename({ 'sec-fetch-site': 'same-origin', origin: app.config.APP_ORIGIN })).statusCode).toBe(404);
    expect((await rename({ 'sec-fetch-site': 'none' })).statusCode).toBe(404);
  });

  it('the app origin itself, or a client that names no origin, passes on to the route (here: no such plan)', async () => {
    expect((await rename({ origin: app.config.APP_ORIGIN })).statusCode).toBe(404);
    expect((await rename({})).statusCode).toBe(404);
    const safe = await app.inject({ url: portPaths.planOnly('no-such-plan'), headers: { ...h, origin: 'https://evil.example' } });
    expect(safe.statusCode).not.toBe(403);
  });
});
