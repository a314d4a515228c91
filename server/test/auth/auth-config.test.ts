import { describe, expect, it } from 'vitest';
import { isLocalIssuer, resolveAuthConfig } from '../../src/auth/oidc/auth-config';

describe('sign-in settings (ARCHITECTURE "Server" auth; decision 001 origins)', () => {
  it('defaults to the embedded provider on :3100, client port-web, Secure cookies and a 600 s access token', () => {
    const config = resolveAuthConfig({}, {});
    expect(config).toMatchObject({
      OIDC_ISSUER: 'http://localhost:3100',
      OIDC_CLIENT_ID: 'port-web',
      APP_ORIGIN: 'http://localhost:3000',
      IDP_PORT: 3100,
      IDP_ENABLED: true,
      COOKIE_SECURE: true,
      OIDC_ACCESS_TOKEN_TTL_S: 600,
    });
  });

  it('reads the environment, and explicit settings win over it', () => {
    const env = { OIDC_ISSUER: 'https://login.example.com/', COOKIE_SECURE: 'false', OIDC_ACCESS_TOKEN_TTL_S: '60' };
    const config = resolveAuthConfig({ OIDC_ACCESS_TOKEN_TTL_S: '120', APP_ORIGIN: 'https://app.example.com/x' }, env);
    expect(config.OIDC_ISSUER).toBe('https://login.example.com/');
    expect(config.COOKIE_SECURE).toBe(false);
    expect(config.OIDC_ACCESS_TOKEN_TTL_S).toBe(120);
    expect(config.APP_ORIGIN).toBe('https://app.example.com');
  });

  it('refuses unusable settings instead of starting half-configured', () => {
    expect(() => resolveAuthConfig({ OIDC_ISSUER: 'not a url' }, {})).toThrow();
    expect(() => resolveAuthConfig({ OIDC_CLIENT_SECRET: 'short' }, {})).toThrow();
  });

  it('allows plain http only for an issuer on this machine', () => {
    expect(isLocalIssuer('http://localhost:3100')).toBe(true);
    expect(isLocalIssuer('http://127.0.0.1:41000')).toBe(true);
    expect(isLocalIssuer('http://idp.internal:3100')).toBe(false);
    expect(isLocalIssuer('http://idp.localhost:3100')).toBe(true);
    expect(isLocalIssuer('http://idp.localhost.example.com')).toBe(false);
    expect(isLocalIssuer('https://localhost:3100')).toBe(false);
  });
});
