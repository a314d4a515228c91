import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { DEFAULT_THROTTLE } from '../../src/idp/sign-in-throttle';
import { compileProxyTrust } from '../../src/platform/proxy-trust';
import { resetDb } from '../helpers/reset';
import { request } from './cookie-jar';
import { newBrowser, openSignInPage, type SignInPage, type Browser } from './sign-in-steps';
import { startStack, type Stack } from './stack';

// Issue 21 item 2 (probe, medium): the provider trusted every client's X-Forwarded-For
// (provider.proxy = true), so a rotating header made each wrong password a new address and the
// per-address throttle never answered 429. Now only IDP_TRUST_PROXY's proxies are believed.

/** Per-account limits out of the way: each try names another user, only the address counts. */
const BY_ADDRESS = { ...DEFAULT_THROTTLE, freePerAccount: 1000, freePerAddress: 3 };

async function wrongPasswords(stack: Stack, count: number, forwardedFor: (i: number) => string) {
  const browser: Browser = newBrowser();
  const page: SignInPage = await openSignInPage(browser, stack.appOrigin);
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await request(browser.idp, page.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor(i) },
      body: new URLSearchParams({ csrf: page.csrf, username: `nobody-${i}`, password: 'wrong' }).toString(),
    });
    statuses.push(response.status);
  }
  return statuses;
}

describe('the sign-in throttle counts the real client address (IDP_TRUST_PROXY)', () => {
  let db: Db;
  let stack: Stack | undefined;
  beforeAll(async () => {
    db = await resetDb();
  });
  afterAll(async () => stack?.close());

  it('directly reached (the default: no proxy trusted), a rotating X-Forwarded-For still gets 429', async () => {
    stack = await startStack(db, { throttle: BY_ADDRESS });
    const statuses = await wrongPasswords(stack, 5, (i) => `203.0.113.${i + 1}`);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    await stack.close();
    stack = undefined;
  });

  it('behind a listed proxy (loopback here), the address it forwards counts: other clients are not slowed', async () => {
    stack = await startStack(db, { throttle: BY_ADDRESS, idpConfig: { IDP_TRUST_PROXY: 'loopback' } });
    const statuses = await wrongPasswords(stack, 5, (i) => `198.51.100.${i + 1}`);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
  });
});

describe('compileProxyTrust (the app host TRUST_PROXY form)', () => {
  const req = (remoteAddress: string, xff?: string) =>
    ({ socket: { remoteAddress }, headers: xff ? { 'x-forwarded-for': xff } : {} }) as never;

  it('walks X-Forwarded-For back over trusted proxies only', () => {
    const trust = compileProxyTrust('10.0.0.0/8, loopback');
    expect(trust.clientAddress(req('10.1.2.3', '1.1.1.1, 203.0.113.9'))).toBe('203.0.113.9');
    expect(trust.clientAddress(req('::ffff:127.0.0.1', '203.0.113.9, 10.0.0.5'))).toBe('203.0.113.9');
    expect(trust.clientAddress(req('198.51.100.7', '203.0.113.9'))).toBe('198.51.100.7');
  });

  it("'false' believes no header; a hop count believes that many hops", () => {
    expect(compileProxyTrust('false').clientAddress(req('127.0.0.1', '203.0.113.9'))).toBe('127.0.0.1');
    expect(compileProxyTrust('false').enabled).toBe(false);
    expect(compileProxyTrust('1').clientAddress(req('10.0.0.1', '1.1.1.1, 203.0.113.9'))).toBe('203.0.113.9');
  });
});
