import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { absoluteLifetimeS, authenticatedAt } from '../../src/auth/oidc/max-age';
import { readSession, SESSION_COOKIE } from '../../src/auth/session-store';
import { oidcPayloads } from '../../src/db/schema/auth';
import { sessions } from '../../src/db/schema/sessions';
import { location, request } from './cookie-jar';
import { followAtProvider, newBrowser, openSignInPage, submitCredentials, type Browser } from './sign-in-steps';
import { seededStack } from './stack';

const TWELVE_HOURS_S = 12 * 60 * 60;
const CSRF = { 'x-requested-with': 'port-web' };

const stack = seededStack();

/** A whole sign-in with the password; returns the browser holding the app and provider cookies. */
async function signIn(username = 'investor'): Promise<Browser> {
  const browser = newBrowser();
  const page = await openSignInPage(browser, stack.appOrigin);
  const accepted = await submitCredentials(browser, page, username, 'demo1234');
  const back = await followAtProvider(browser, location(accepted, page.action), stack.appOrigin);
  if (typeof back !== 'string') throw new Error('expected the way back to the app');
  expect((await request(browser.app, back)).status).toBe(302);
  return browser;
}

/** /auth/login again: the provider either answers straight back to the callback (silent) or with a page. */
async function loginAgain(browser: Browser): Promise<'silent' | 'password'> {
  const start = await request(browser.app, `${stack.appOrigin}/auth/login?return_url=%2Fdashboard`);
  const answer = await followAtProvider(browser, location(start, stack.appOrigin), stack.appOrigin);
  if (typeof answer === 'string') return 'silent';
  expect(await answer.text()).toContain('name="password"');
  return 'password';
}

describe('re-authentication follows our absolute session lifetime (issue 12 item 1; spec §2 login, §8)', () => {
  it('§2 /auth/login asks the provider for max_age = our absolute lifetime (12 hours by default)', async () => {
    expect(absoluteLifetimeS()).toBe(TWELVE_HOURS_S);
    const start = await request(newBrowser().app, `${stack.appOrigin}/auth/login`);
    expect(new URL(location(start, stack.appOrigin)).searchParams.get('max_age')).toBe(String(TWELVE_HOURS_S));
  });

  it('§8 the session counts its absolute lifetime from auth_time, and the provider session ends no later', async () => {
    const before = Date.now();
    const browser = await signIn();
    const session = await readSession(stack.db, browser.app.get(SESSION_COOKIE));
    expect(session).not.toBeNull();
    // auth_time has whole seconds: created at the second the password was typed.
    expect(session!.createdAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(session!.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    const providerRows = await stack.db
      .select({ model: oidcPayloads.model, expiresAt: oidcPayloads.expiresAt })
      .from(oidcPayloads)
      .where(sql`${oidcPayloads.model} in ('Session', 'RefreshToken', 'Grant')`);
    expect(new Set(providerRows.map((r) => r.model))).toEqual(new Set(['Session', 'RefreshToken', 'Grant']));
    for (const row of providerRows) {
      expect(row.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + TWELVE_HOURS_S * 1000);
    }
  });

  it('§2 within our lifetime the provider signs back in silently; once the password is older than max_age it asks again', async () => {
    const browser = await signIn('partner');
    expect(await loginAgain(browser)).toBe('silent');
    // The password was typed 12 hours and a minute ago (set in the data instead of waiting it out).
    const loginTs = Math.floor(Date.now() / 1000) - TWELVE_HOURS_S - 60;
    await stack.db
      .update(oidcPayloads)
      .set({ payload: sql`jsonb_set(${oidcPayloads.payload}, '{loginTs}', ${String(loginTs)}::jsonb)` })
      .where(and(eq(oidcPayloads.model, 'Session'), sql`${oidcPayloads.payload}->>'accountId' = 'sub-c0005'`));
    expect(await loginAgain(browser)).toBe('password');
  });

  it('§8 the callback refuses an ID token without auth_time or with one older than max_age', () => {
    const now = Date.UTC(2026, 10, 18, 3, 0, 0);
    const nowS = now / 1000;
    expect(authenticatedAt(undefined, TWELVE_HOURS_S, now)).toBeNull();
    expect(authenticatedAt('1700000000', TWELVE_HOURS_S, now)).toBeNull();
    expect(authenticatedAt(nowS - TWELVE_HOURS_S - 120, TWELVE_HOURS_S, now)).toBeNull();
    expect(authenticatedAt(nowS + 3600, TWELVE_HOURS_S, now)).toBeNull();
    expect(authenticatedAt(nowS - 30, TWELVE_HOURS_S, now)).toEqual(new Date(now - 30_000));
  });

  it('§7 the provider logout page confirms itself only with a valid ID token hint', async () => {
    const browser = await signIn('exclusive');
    const bare = await followAtProvider(browser, `${stack.issuer}/session/end?client_id=port-web`, stack.appOrigin);
    if (typeof bare === 'string') throw new Error('expected the logout page');
    const html = await bare.text();
    expect(html).toContain('<button type="submit" form="op.logoutForm">');
    expect(html).not.toContain('<script');
    const out = await request(browser.app, `${stack.appOrigin}/auth/logout`);
    const hinted = await followAtProvider(browser, location(out, stack.appOrigin), stack.appOrigin);
    if (typeof hinted === 'string') throw new Error('expected the logout page');
    expect(await hinted.text()).toMatch(
      /<script nonce="[^"]+">document\.getElementById\('op\.logoutForm'\)\.submit\(\)<\/script>/,
    );
  });
});

describe("the provider's pages under a strict CSP (issue 12 item 4)", () => {
  it('the sign-in page allows exactly its own style element by hash (no unsafe-inline)', async () => {
    const page = await openSignInPage(newBrowser(), stack.appOrigin);
    const response = await fetch(page.action.replace(/\/login$/, ''), { redirect: 'manual' });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('unsafe-inline');
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.html)?.[1] ?? '';
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });
});

describe('failed sign-ins at the provider slow down (issue 12 item 3)', () => {
  it('after five wrong passwords even the right one waits: 429, Retry-After and the Thai message on the page', async () => {
    const browser = newBrowser();
    const page = await openSignInPage(browser, stack.appOrigin);
    for (let i = 0; i < 5; i += 1) expect((await submitCredentials(browser, page, 'opening', 'wrong-password')).status).toBe(401);
    const refused = await submitCredentials(browser, page, 'opening', 'demo1234');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(20);
    expect(await refused.text()).toMatch(/ลงชื่อเข้าใช้ไม่สำเร็จหลายครั้ง กรุณารอ \d+ วินาที/);
  });
});

describe('refreshes of one session take turns (issue 12 item 4; spec §8 401 path)', () => {
  it('§8 two tabs refreshing at once both succeed, the provider is asked once and the session stays', async () => {
    const browser = await signIn('privatewealth');
    const rawId = browser.app.get(SESSION_COOKIE)!;
    const session = await readSession(stack.db, rawId);
    await stack.db
      .update(sessions)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, session!.idHash));
    const countTokens = async () =>
      (await stack.db.select({ id: oidcPayloads.id }).from(oidcPayloads).where(eq(oidcPayloads.model, 'AccessToken'))).length;
    const tokensBefore = await countTokens();
    const refresh = () => request(browser.app, `${stack.appOrigin}/auth/refresh`, { method: 'POST', headers: CSRF });
    const [first, second] = await Promise.all([refresh(), refresh()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await countTokens()).toBe(tokensBefore + 1);
    const after = await readSession(stack.db, rawId);
    expect(after?.tokens.accessToken).not.toBe(session?.tokens.accessToken);
    const profile = await request(browser.app, `${stack.appOrigin}/auth/profile`);
    expect(await profile.json()).toMatchObject({ data: { logged_in: true, customer_id: 'C0007' } });
  });
});
