import { describe, expect, it } from 'vitest';
import { portPaths } from '@port/shared/contracts/api-paths';
import { renamePlan } from '../helpers/plan-calls';
import { signedInApp } from '../helpers/signed-in-app';

// Issue 21 item 2 (probe): CSRF rested on the custom header alone, so a forged Origin carrying
// the header was accepted. Now a browser's Origin / Sec-Fetch-Site must say the app itself.

const THAI = /[\u0E00-\u0E7F]/;

describe('unsafe calls: the CSRF header and where the browser says the call comes from', () => {
  const investor = signedInApp('C0003');
  const rename = (headers: Record<string, string>) =>
    renamePlan(investor.app, { ...investor.headers, ...headers }, 'no-such-plan', 'ชื่อใหม่');

  it('a forged Origin with the header is refused: 403 in Thai, before any route runs', async () => {
    for (const origin of ['https://evil.example', 'null', `${investor.app.config.APP_ORIGIN}.evil.example`]) {
      const response = await rename({ origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toMatchObject({ error_code: 'CSRF', error_message: expect.stringMatching(THAI) });
    }
  });

  it('Sec-Fetch-Site cross-site or same-site is refused; same-origin and none pass', async () => {
    expect((await rename({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await rename({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await rename({ 'sec-fetch-site': 'same-origin', origin: investor.app.config.APP_ORIGIN })).statusCode).toBe(404);
    expect((await rename({ 'sec-fetch-site': 'none' })).statusCode).toBe(404);
  });

  it('the app origin itself, or a client that names no origin, passes on to the route (here: no such plan)', async () => {
    expect((await rename({ origin: investor.app.config.APP_ORIGIN })).statusCode).toBe(404);
    expect((await rename({})).statusCode).toBe(404);
    const safe = await investor.app.inject({
      url: portPaths.planOnly('no-such-plan'),
      headers: { ...investor.headers, origin: 'https://evil.example' },
    });
    expect(safe.statusCode).not.toBe(403);
  });
});
