import { describe, expect, it } from 'vitest';
import { accessTokenExpiry } from '../../src/auth/oidc/token-expiry';

describe('session access-token expiry (spec §8 401 → refresh)', () => {
  const now = Date.UTC(2026, 0, 1);

  it('follows the issuer expires_in', () => {
    expect(accessTokenExpiry(600, now).getTime() - now).toBe(600_000);
  });

  it('assumes 5 minutes when the issuer sends no expires_in, instead of an already-expired token', () => {
    expect(accessTokenExpiry(undefined, now).getTime() - now).toBe(300_000);
  });
});
