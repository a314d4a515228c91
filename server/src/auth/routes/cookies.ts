import type { CookieSerializeOptions } from '@fastify/cookie';
import type { AuthConfig } from '../oidc/auth-config';
import { LOGIN_TRANSACTION_TTL_S } from '../oidc/login-transactions';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../session-store';

/** Secure cookies on an https origin carry the browser-enforced name prefixes (ASVS 3.4). */
function prefixed(config: Pick<AuthConfig, 'COOKIE_SECURE' | 'APP_ORIGIN'>): boolean {
  return config.COOKIE_SECURE && config.APP_ORIGIN.startsWith('https://');
}

/** Binds a sign-in transaction to the browser that started it; only /auth/callback reads it. */
export function loginTxCookieName(config: Pick<AuthConfig, 'COOKIE_SECURE' | 'APP_ORIGIN'>): string {
  // Its path is /auth/callback, so __Secure- (not __Host-, which requires path=/).
  return prefixed(config) ? '__Secure-port_login_tx' : 'port_login_tx';
}

/** `__Host-port_sid` when Secure on https (no Domain, path=/); `port_sid` over plain http. */
export function sessionCookieName(config: Pick<AuthConfig, 'COOKIE_SECURE' | 'APP_ORIGIN'>): string {
  return prefixed(config) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export function loginTxCookieOptions(config: AuthConfig): CookieSerializeOptions {
  return {
    httpOnly: true,
    secure: config.COOKIE_SECURE,
    sameSite: 'lax',
    path: '/auth/callback',
    maxAge: LOGIN_TRANSACTION_TTL_S,
  };
}

/** The session cookie: HttpOnly, Secure, SameSite=Lax, whole site, no Domain (ARCHITECTURE "Auth"). */
export function sessionCookieOptions(config: AuthConfig): CookieSerializeOptions {
  return { httpOnly: true, secure: config.COOKIE_SECURE, sameSite: 'lax', path: '/' };
}
