import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { location, request } from './cookie-jar';
import { followAtProvider, newBrowser, openSignInPage, submitCredentials } from './sign-in-steps';
import { seededStack } from './stack';

const stack = seededStack();

describe('BFF sign-in routes, the unhappy paths (spec §5 profile without subject, §7, §8)', () => {
  it('§5 /auth/profile for an anonymous browser answers 200 with no subject identifier', async () => {
    const response = await request(newBrowser().app, `${stack.appOrigin}/auth/profile`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: { sub: '', name: '', customer_id: '', email: null, logged_in: false },
    });
  });

  it('§8 /auth/refresh without a session is a 401 with a Thai message', async () => {
    const response = await request(newBrowser().app, `${stack.appOrigin}/auth/refresh`, {
      method: 'POST',
      headers: { 'x-requested-with': 'port-web' },
    });
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error_code: string; error_message: string };
    expect(body.error_code).toBe('UNAUTHORIZED');
    expect(body.error_message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('§7 a callback replayed with the browser transaction cookie still set is refused (single use)', async () => {
    const browser = newBrowser();
    const page = await openSignInPage(browser, stack.appOrigin);
    const binding = browser.app.get('port_login_tx') ?? '';
    const accepted = await submitCredentials(browser, page, 'new', 'demo1234');
    const callback = await followAtProvider(browser, location(accepted, page.action), stack.appOrigin);
    if (typeof callback !== 'string') throw new Error('expected the callback URL');
    expect((await request(browser.app, callback)).status).toBe(302);

    const attacker = newBrowser();
    attacker.app.set('port_login_tx', binding, '/auth/callback');
    const replay = await request(attacker.app, callback);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain('เข้าสู่ระบบอีกครั้ง');
    expect(attacker.app.get('port_sid')).toBeUndefined();
  });

  it('§7 a callback from another browser (no transaction cookie) or with a provider error is refused', async () => {
    const browser = newBrowser();
    await openSignInPage(browser, stack.appOrigin);
    const other = await request(newBrowser().app, `${stack.appOrigin}/auth/callback?code=abc&state=xyz`);
    expect(other.status).toBe(400);
    const denied = await request(browser.app, `${stack.appOrigin}/auth/callback?error=access_denied&state=xyz`);
    expect(denied.status).toBe(400);
    const empty = await request(browser.app, `${stack.appOrigin}/auth/callback`);
    expect(empty.status).toBe(400);
  });

  it('§7 logout without a session still returns the browser through the provider to the app', async () => {
    const response = await request(newBrowser().app, `${stack.appOrigin}/auth/logout`);
    expect(response.status).toBe(302);
    const target = new URL(location(response, stack.appOrigin));
    expect(target.origin).toBe(stack.issuer);
    expect(target.searchParams.get('post_logout_redirect_uri')).toBe(`${stack.appOrigin}/`);
    expect((await request(newBrowser().app, `${stack.appOrigin}/auth/logout`, { method: 'POST' })).status).toBe(403);
  });

  it('§7 while the identity provider is unreachable, /auth/login answers a Thai 503 page instead of a 500', async () => {
    // Port 1 (tcpmux) is privileged and unused: a connection is refused at once.
    const deadIssuer = 'http://127.0.0.1:1';
    const config = loadConfig({ ...process.env, OIDC_ISSUER: deadIssuer, MAINTENANCE_MODE: 'false' });
    const app = await buildApp(config, stack.db, { logger: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/auth/login?return_url=%2Fdashboard' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('ระบบยืนยันตัวตนไม่พร้อมใช้งาน');
      expect(response.body).toContain('href="/login"');
    } finally {
      await app.close();
    }
  });
});
