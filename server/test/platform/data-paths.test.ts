import { beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../src/auth/routes/cookies';
import { createSession, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../src/auth/session-store';
import { flakyDb } from '../helpers/flaky-db';
import { testApp } from '../helpers/app';
import { testDb } from '../helpers/db';
import { resetDb } from '../helpers/reset';

const TOKENS = {
  accessToken: 'test-access',
  refreshToken: 'test-refresh',
  idToken: 'test-id',
  accessTokenExpiresAt: new Date(Date.now() + 10 * 60 * 1000),
};

beforeAll(async () => {
  await resetDb();
});

describe('the session lookup runs on data paths only (issue 12 item 4; spec §8 outage pages)', () => {
  it('§8 with the database down, the shell page and its files still load for a signed-in browser; data calls answer 503', async () => {
    const handle = await testDb();
    const switchable = flakyDb(handle);
    const app = await testApp({}, {}, switchable.db);
    try {
      const rawId = await createSession(handle.db, { customerId: 'C0003', subject: 'sub-c0003', tokens: TOKENS });
      const cookie = `${SESSION_COOKIE}=${rawId}`;
      switchable.setDown(true);
      const page = await app.inject({ url: '/dashboard', headers: { cookie } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect((await app.inject({ url: '/remotes.json', headers: { cookie } })).statusCode).toBe(200);
      const data = await app.inject({ url: '/auth/profile', headers: { cookie } });
      expect(data.statusCode).toBe(503);
      switchable.setDown(false);
      expect((await app.inject({ url: '/auth/profile', headers: { cookie } })).json()).toMatchObject({
        data: { logged_in: true },
      });
    } finally {
      switchable.setDown(false);
      await app.close();
    }
  });
});

describe('the session cookie is __Host- prefixed when Secure on https (issue 12 item 4; ASVS 3.4)', () => {
  it('names the cookie by origin and Secure setting', () => {
    expect(sessionCookieName({ COOKIE_SECURE: true, APP_ORIGIN: 'https://port.example.co.th' })).toBe('__Host-port_sid');
    expect(sessionCookieName({ COOKIE_SECURE: true, APP_ORIGIN: 'http://localhost:3000' })).toBe('port_sid');
    expect(sessionCookieName({ COOKIE_SECURE: false, APP_ORIGIN: 'https://port.example.co.th' })).toBe('port_sid');
  });

  it('on an https origin the app reads __Host-port_sid and ignores a plain port_sid', async () => {
    const app = await testApp({ APP_ORIGIN: 'https://port.example.co.th' });
    try {
      const rawId = await createSession(app.db, { customerId: 'C0003', subject: 'sub-c0003', tokens: TOKENS });
      const secure = await app.inject({ url: '/auth/profile', headers: { cookie: `${SECURE_SESSION_COOKIE}=${rawId}` } });
      expect(secure.json()).toMatchObject({ data: { logged_in: true, customer_id: 'C0003' } });
      const plain = await app.inject({ url: '/auth/profile', headers: { cookie: `${SESSION_COOKIE}=${rawId}` } });
      expect(plain.json()).toMatchObject({ data: { logged_in: false } });
    } finally {
      await app.close();
    }
  });
});
