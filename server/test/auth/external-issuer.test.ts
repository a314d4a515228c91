import { describe, expect, it } from 'vitest';
import { readIdTokenClaims } from '../../src/auth/oidc/id-token-claims';
import { readSession, SESSION_COOKIE } from '../../src/auth/session-store';
import { location, request } from './cookie-jar';
import { followAtProvider, newBrowser, openSignInPage, submitCredentials } from './sign-in-steps';
import { seededStack } from './stack';

// Like many external issuers: name and customer_id only from userinfo, not in the ID token.
const stack = seededStack({ conformIdTokenClaims: true });

describe('an issuer that keeps profile claims out of ID tokens (ARCHITECTURE "any OIDC issuer")', () => {
  it('§7 sign-in completes from userinfo and /auth/profile still shows the customer', async () => {
    const browser = newBrowser();
    const page = await openSignInPage(browser, stack.appOrigin, '/tax-saving-fund');
    const accepted = await submitCredentials(browser, page, 'expiring', 'demo1234');
    const callback = await followAtProvider(browser, location(accepted, page.action), stack.appOrigin);
    if (typeof callback !== 'string') throw new Error('expected the callback URL');
    const done = await request(browser.app, callback);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/tax-saving-fund');

    const session = await readSession(stack.db, browser.app.get(SESSION_COOKIE));
    expect(readIdTokenClaims(session?.tokens.idToken ?? '')).toBeNull(); // the ID token really lacks them
    const profile = await request(browser.app, `${stack.appOrigin}/auth/profile`);
    expect(await profile.json()).toMatchObject({
      data: { sub: 'sub-c0004', customer_id: 'C0004', name: 'มาลี ศรีสุข', logged_in: true },
    });
  });
});
