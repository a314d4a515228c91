/** Assumed lifetime when an issuer's token response has no expires_in (it is only RECOMMENDED). */
const FALLBACK_LIFETIME_S = 300;

/** When the session's access token stops being accepted, from the token response's expires_in. */
export function accessTokenExpiry(expiresInS: number | undefined, now = Date.now()): Date {
  const lifetime = expiresInS !== undefined && expiresInS > 0 ? expiresInS : FALLBACK_LIFETIME_S;
  return new Date(now + lifetime * 1000);
}
