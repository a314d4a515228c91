import * as client from 'openid-client';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hashSessionId, readSession, SESSION_COOKIE } from '../../src/auth/session-store';
import { sessions } from '../../src/db/schema/sessions';
import { location, parseSetCookie, request, type StoredCookie } from './cookie-jar';
import { followAtProvider, newBrowser, openSignInPage, readSignInPage, submitCredentials, type Browser } from './sign-in-steps';
import { CLIENT_SECRET, PRIVATE_API, seededStack } from './stack';

const TTL_S = 600;
const CSRF = { 'x-requested-with': 'port-web' };

const browser: Browser = newBrowser();
let callbackUrl = '';
let sessionCookie: StoredCookie | undefined;

const stack = seededStack({ accessTokenTtlS: TTL_S });

async function profile(cookieJar = browser.app) {
  const response = await request(cookieJar, `${stack.appOrigin}/auth/profile`);
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown> } };
}

describe('sign-in through the BFF and the embedded identity provider (spec §2 login routes, §7 auth calls)', () => {
  it('§7 /auth/login binds a transaction to the browser and sends it to the provider Thai sign-in page', async () => {
    const page = await openSignInPage(browser, stack.appOrigin, '/dashboard/omnibus');
    expect(page.html).toContain('<html lang="th">');
    expect(page.html).toMatch(/<label for="username">ชื่อผู้ใช้<\/label>/);
    expect(page.html).toMatch(/<label for="password">รหัสผ่าน<\/label>/);
    expect(page.html).toContain('<button type="submit">เข้าสู่ระบบ</button>');
    // The demo accounts are listed as a hint, and nothing is loaded from another origin.
    expect(page.html).toContain('<code>investor</code>');
    expect(page.html).toContain('<code>demo1234</code>');
    expect(page.html).not.toMatch(/<link|https?:\/\/fonts/);
    expect(browser.app.get('port_login_tx')).toBeTruthy();
  });

  it('§7 a wrong password re-renders the sign-in page with the Thai error and status 401', async () => {
    const page = await openSignInPage(browser, stack.appOrigin, '/dashboard/omnibus');
    const empty = await submitCredentials(browser, page, 'investor', '');
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('กรุณากรอกชื่อผู้ใช้และรหัสผ่าน');
    const wrong = await submitCredentials(browser, page, 'investor', 'wrong-password');
    expect(wrong.status).toBe(401);
    const html = await wrong.text();
    expect(html).toContain('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    expect(html).toContain('value="investor"');

    // The same interaction accepts the right password (consent is automatic for the first-party client).
    const retry = readSignInPage(html, page.action);
    const accepted = await submitCredentials(browser, retry, 'investor', 'demo1234');
    expect(accepted.status).toBe(303);
    const back = await followAtProvider(browser, location(accepted, page.action), stack.appOrigin);
    expect(typeof back).toBe('string');
    callbackUrl = back as string;
    expect(new URL(callbackUrl).pathname).toBe('/auth/callback');
  });

  it('§7 a sign-in form posted without its CSRF token is refused', async () => {
    const other = newBrowser();
    const page = await openSignInPage(other, stack.appOrigin);
    const forged = await submitCredentials(other, { ...page, csrf: 'forged' }, 'investor', 'demo1234');
    expect(forged.status).toBe(403);
    expect(forged.headers.get('location')).toBeNull();
  });

  it('§7 the callback creates the session cookie (HttpOnly, Secure, SameSite=Lax) and returns to return_url', async () => {
    const response = await request(browser.app, callbackUrl);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/dashboard/omnibus');
    sessionCookie = response.headers
      .getSetCookie()
      .map(parseSetCookie)
      .find((c) => c.name === SESSION_COOKIE);
    expect(sessionCookie).toBeDefined();
    const attributes = sessionCookie?.attributes.map((a) => a.toLowerCase()) ?? [];
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=lax', 'path=/']));
    // Tokens never reach the browser: not in the body, the URL, or a readable cookie.
    const session = await readSession(stack.db, browser.app.get(SESSION_COOKIE));
    expect(session).not.toBeNull();
    const visible = `${await response.text()} ${response.headers.get('location')} ${response.headers.getSetCookie().join(' ')}`;
    for (const token of [session?.tokens.accessToken, session?.tokens.refreshToken, session?.tokens.idToken]) {
      expect(token).toBeTruthy();
      expect(visible).not.toContain(token);
    }
  });

  it('§7 /auth/profile shows the signed-in customer', async () => {
    const { status, body } = await profile();
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ sub: 'sub-c0003', customer_id: 'C0003', name: 'วีระ ลงทุนดี', logged_in: true });
    const probe = await request(browser.app, `${stack.appOrigin}${PRIVATE_API}`);
    expect(probe.status).toBe(200);
  });

  it('§7 a replayed callback is refused with a Thai page and a way back to sign-in', async () => {
    const replay = await request(browser.app, callbackUrl);
    expect(replay.status).toBe(400);
    const html = await replay.text();
    expect(html).toContain('lang="th"');
    expect(html).toContain('<a href="/login">เข้าสู่ระบบอีกครั้ง</a>');
    expect(replay.headers.getSetCookie().some((h) => h.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
  });

  it('§8 when the access token expires: private API 401, profile 401, refresh 200, then both work again', async () => {
    // The token's lifetime has passed (set in the data instead of sleeping it out: issue 7).
    const idHash = hashSessionId(browser.app.get(SESSION_COOKIE)!);
    await stack.db
      .update(sessions)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, idHash));
    expect((await request(browser.app, `${stack.appOrigin}${PRIVATE_API}`)).status).toBe(401);
    expect((await profile()).status).toBe(401);

    const withoutHeader = await request(browser.app, `${stack.appOrigin}/auth/refresh`, { method: 'POST' });
    expect(withoutHeader.status).toBe(403);
    const refreshed = await request(browser.app, `${stack.appOrigin}/auth/refresh`, { method: 'POST', headers: CSRF });
    expect(refreshed.status).toBe(200);
    const text = await refreshed.text();
    expect(JSON.parse(text)).toEqual({ data: { refreshed: true } });
    const session = await readSession(stack.db, browser.app.get(SESSION_COOKIE));
    expect(text).not.toContain(session?.tokens.accessToken ?? '<none>');

    expect((await profile()).body.data).toMatchObject({ sub: 'sub-c0003', logged_in: true });
    expect((await request(browser.app, `${stack.appOrigin}${PRIVATE_API}`)).status).toBe(200);
  });

  it('§7 userinfo on the identity provider answers with a bearer token and refuses without one', async () => {
    const session = await readSession(stack.db, browser.app.get(SESSION_COOKIE));
    const withToken = await fetch(`${stack.issuer}/me`, {
      headers: { authorization: `Bearer ${session?.tokens.accessToken ?? ''}` },
    });
    expect(withToken.status).toBe(200);
    expect(await withToken.json()).toMatchObject({ sub: 'sub-c0003', name: 'วีระ ลงทุนดี', customer_id: 'C0003' });
    expect((await fetch(`${stack.issuer}/me`)).status).toBe(401);
  });

  it('§2 return_url to another host or javascript: is replaced by /dashboard', async () => {
    for (const evil of ['https://evil.example/steal', '//evil.example/x', 'javascript:alert(1)', '/\\evil.example']) {
      const start = await request(
        browser.app,
        `${stack.appOrigin}/auth/login?return_url=${encodeURIComponent(evil)}&action=login&device=web`,
      );
      // The provider session is still live, so it answers straight back to the callback.
      const back = await followAtProvider(browser, location(start, stack.appOrigin), stack.appOrigin);
      expect(typeof back).toBe('string');
      const done = await request(browser.app, back as string);
      expect(done.status).toBe(302);
      expect(done.headers.get('location')).toBe('/dashboard');
    }
  });

  it('§7 a callback whose state does not match the browser transaction is refused', async () => {
    const start = await request(browser.app, `${stack.appOrigin}/auth/login?return_url=%2Fdashboard`);
    expect(start.status).toBe(302);
    const wrong = await request(browser.app, `${stack.appOrigin}/auth/callback?code=abc&state=not-the-state`);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('เข้าสู่ระบบอีกครั้ง');
  });

  it('§7 logout ends the session here and at the provider; the old cookie is useless', async () => {
    const oldCookie = browser.app.get(SESSION_COOKIE) ?? '';
    expect((await profile()).body.data).toMatchObject({ logged_in: true });
    const refreshToken = (await readSession(stack.db, oldCookie))?.tokens.refreshToken ?? '';
    expect(refreshToken).not.toBe('');
    const out = await request(browser.app, `${stack.appOrigin}/auth/logout`);
    expect(out.status).toBe(302);
    expect(browser.app.get(SESSION_COOKIE)).toBeUndefined();
    const endSession = location(out, stack.appOrigin);
    expect(endSession.startsWith(`${stack.issuer}/session/end`)).toBe(true);
    expect(endSession).not.toContain(oldCookie);

    // The provider's Thai logout page confirms itself; posting its form ends the provider session.
    const page = await followAtProvider(browser, endSession, stack.appOrigin);
    if (typeof page === 'string') throw new Error('expected the logout page');
    const html = await page.text();
    expect(html).toContain('lang="th"');
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirm = await request(browser.idp, new URL(action, stack.issuer).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(confirm.status).toBe(303);
    expect(location(confirm, stack.issuer)).toBe(`${stack.appOrigin}/`);

    browser.app.set(SESSION_COOKIE, oldCookie);
    expect((await request(browser.app, `${stack.appOrigin}${PRIVATE_API}`)).status).toBe(401);
    expect((await profile()).body.data).toMatchObject({ sub: '', logged_in: false });
    expect((await request(browser.app, `${stack.appOrigin}/auth/refresh`, { method: 'POST', headers: CSRF })).status).toBe(401);
    // Even a copy of the refresh token taken before logout no longer works at the provider.
    const rp = await client.discovery(new URL(stack.issuer), 'port-web', CLIENT_SECRET, client.ClientSecretBasic(CLIENT_SECRET), {
      execute: [client.allowInsecureRequests],
    });
    await expect(client.refreshTokenGrant(rp, refreshToken)).rejects.toThrow();

    // Signing in again asks for the password: the provider session ended too.
    const again = await openSignInPage(browser, stack.appOrigin);
    expect(again.html).toContain('เข้าสู่ระบบ');
  });
});
