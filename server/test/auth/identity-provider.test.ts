import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { createDbAdapter, purgeExpiredPayloads } from '../../src/idp/adapter';
import { startIdentityProvider } from '../../src/idp/start-identity-provider';
import { onSamePort } from '../helpers/fixed-port';
import { resetDb } from '../helpers/reset';
import { location, request } from './cookie-jar';
import { followAtProvider, newBrowser, openSignInPage, submitCredentials } from './sign-in-steps';
import { startStack, type Stack } from './stack';

let db: Db;

beforeAll(async () => {
  db = await resetDb();
});

async function jwksKids(issuer: string): Promise<string[]> {
  const body = (await (await fetch(`${issuer}/jwks`)).json()) as { keys: { kid: string; d?: string }[] };
  expect(body.keys.every((k) => k.d === undefined)).toBe(true); // only public keys are published
  return body.keys.map((k) => k.kid);
}

describe('embedded identity provider (ARCHITECTURE "Server": DB adapter, stored keys, Thai pages; spec §7)', () => {
  it('signs with a key generated once and kept in the database across restarts', async () => {
    const first = await startIdentityProvider({ db, config: { IDP_PORT: 0 } });
    const kidsBefore = await jwksKids(first.issuer);
    await first.close();
    const second = await startIdentityProvider({ db, config: { IDP_PORT: 0 } });
    expect(await jwksKids(second.issuer)).toEqual(kidsBefore);
    await second.close();
  });

  it('requires PKCE and a registered redirect URI from the client', async () => {
    const idp = await startIdentityProvider({ db, config: { IDP_PORT: 0, APP_ORIGIN: 'http://app.example' } });
    try {
      const base = `${idp.issuer}/auth?client_id=port-web&response_type=code&scope=openid`;
      const noPkce = await fetch(`${base}&redirect_uri=${encodeURIComponent('http://app.example/auth/callback')}`, {
        redirect: 'manual',
      });
      const back = new URL(noPkce.headers.get('location') ?? '', idp.issuer);
      expect(back.origin + back.pathname).toBe('http://app.example/auth/callback');
      expect(back.searchParams.get('error')).toBe('invalid_request');
      const foreign = await fetch(
        `${base}&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`,
        {
          redirect: 'manual',
        },
      );
      expect(foreign.status).toBe(400);
      expect(foreign.headers.get('location')).toBeNull();
      expect(await foreign.text()).toContain('lang="th"');
    } finally {
      await idp.close();
    }
  });

  it('an unknown or expired sign-in interaction gets a Thai error page, never a 500', async () => {
    const idp = await startIdentityProvider({ db, config: { IDP_PORT: 0, APP_ORIGIN: 'http://app.example' } });
    try {
      const response = await fetch(`${idp.issuer}/interaction/doesnotexist`);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('lang="th"');
      expect(html).toContain('เกิดข้อผิดพลาด');
      expect(html).toContain('<a href="http://app.example/login">เข้าสู่ระบบอีกครั้ง</a>');
      const post = await fetch(`${idp.issuer}/interaction/doesnotexist/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'csrf=x&username=investor&password=demo1234',
      });
      expect(post.status).toBe(400);
    } finally {
      await idp.close();
    }
  });

  it('stores provider state in the database: payloads expire, consumed codes are flagged, grants revoke their tokens', async () => {
    const codes = createDbAdapter(db)('AuthorizationCode');
    const tokens = createDbAdapter(db)('AccessToken');
    await codes.upsert('code-1', { grantId: 'g-1', uid: 'u-1', kind: 'AuthorizationCode' }, 60);
    await tokens.upsert('at-1', { grantId: 'g-1', kind: 'AccessToken' }, 60);
    await tokens.upsert('at-old', { grantId: 'g-2', kind: 'AccessToken' }, -1);
    expect(await codes.find('code-1')).toMatchObject({ grantId: 'g-1' });
    expect(await codes.findByUid('u-1')).toMatchObject({ grantId: 'g-1' });
    expect(await tokens.find('code-1')).toBeUndefined(); // models do not see each other's rows
    expect(await tokens.find('at-old')).toBeUndefined(); // expired
    await codes.consume('code-1');
    expect((await codes.find('code-1'))?.consumed).toBeTruthy();
    await codes.revokeByGrantId('g-1');
    expect(await tokens.find('at-1')).toBeUndefined();
    expect(await codes.find('code-1')).toBeUndefined();
    // Expired rows are purged; live ones stay.
    await tokens.upsert('at-live', { grantId: 'g-3', kind: 'AccessToken' }, 60);
    expect(await purgeExpiredPayloads(db)).toBeGreaterThanOrEqual(1);
    expect(await tokens.find('at-live')).toMatchObject({ grantId: 'g-3' });
    expect(await purgeExpiredPayloads(db)).toBe(0);
  });
});

describe('a provider restart keeps the sign-in (DB-backed sessions)', () => {
  let stack: Stack;
  afterAll(async () => {
    await stack?.close();
  });

  it('after the provider restarts on the same database, its session still signs the browser in without a password', async () => {
    stack = await startStack(db);
    const browser = newBrowser();
    const page = await openSignInPage(browser, stack.appOrigin);
    const accepted = await submitCredentials(browser, page, 'partner', 'demo1234');
    const back = await followAtProvider(browser, location(accepted, page.action), stack.appOrigin);
    expect(typeof back).toBe('string');
    expect((await request(browser.app, back as string)).status).toBe(302);

    // Restart only the provider, on the same port, with the same database.
    const port = Number(new URL(stack.issuer).port);
    await stack.idp.close();
    // The issuer is fixed, so is its port: tried again while something else briefly holds it.
    stack.idp = await onSamePort(() =>
      startIdentityProvider({
        db,
        config: {
          IDP_PORT: port,
          OIDC_ISSUER: stack.issuer,
          APP_ORIGIN: stack.appOrigin,
          OIDC_CLIENT_SECRET: 'test-client-secret-0123456789',
        },
      }),
    );

    const refreshed = await request(browser.app, `${stack.appOrigin}/auth/refresh`, {
      method: 'POST',
      headers: { 'x-requested-with': 'port-web' },
    });
    expect(refreshed.status).toBe(200);
    const start = await request(browser.app, `${stack.appOrigin}/auth/login?return_url=%2Funitholder`);
    const again = await followAtProvider(browser, location(start, stack.appOrigin), stack.appOrigin);
    expect(typeof again).toBe('string');
    const done = await request(browser.app, again as string);
    expect(done.headers.get('location')).toBe('/unitholder');
  });
});
