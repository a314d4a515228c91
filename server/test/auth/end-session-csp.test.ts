import { describe, expect, it } from 'vitest';
import { startIdentityProvider } from '../../src/idp/start-identity-provider';
import { resetDb } from '../helpers/reset';

// Issue 21 item 2 (probe): oidc-provider's /session/end page had no CSP. Every page of the
// provider now answers under the sign-in page's policy (the logout form adds its script nonce).
describe("the provider's end-session pages under the same CSP as its other pages", () => {
  it('/session/end, its success page and an error page send default-src none and frame-ancestors none', async () => {
    const idp = await startIdentityProvider({ db: await resetDb({ force: false }), config: { IDP_PORT: 0 } });
    try {
      for (const path of [
        '/session/end',
        '/session/end/success',
        '/session/end?post_logout_redirect_uri=https://evil.example/',
      ]) {
        const response = await fetch(`${idp.issuer}${path}`, { redirect: 'manual' });
        const csp = response.headers.get('content-security-policy') ?? '';
        expect(csp, path).toContain("default-src 'none'");
        expect(csp, path).toContain("frame-ancestors 'none'");
        expect(csp, path).not.toContain('unsafe-inline');
      }
    } finally {
      await idp.close();
    }
  });
});
