import type { CookieSerializeOptions } from '@fastify/cookie';
import type { AuthConfig } from '../oidc/auth-config';
import { LOGIN_TRANSACTION_TTL_S } from '../oidc/login-transactions';

/** Binds a sign-in transaction to the browser that started it; only /auth/callback reads it. */
export const LOGIN_TX_COOKIE = 'port_login_tx';

export function loginTxCookieOptions(config: AuthConfig): CookieSerializeOptions {
  return {
    httpOnly: true,
    secure: config.COOKIE_SECURE,
    sameSite: 'lax',
    path: '/auth/callback',
    maxAge: LOGIN_TRANSACTION_TTL_S,
  };
}

/** The session cookie: HttpOnly, Secure, SameSite=Lax, whole site (ARCHITECTURE "Auth"). */
export function sessionCookieOptions(config: AuthConfig): CookieSerializeOptions {
  return { httpOnly: true, secure: config.COOKIE_SECURE, sameSite: 'lax', path: '/' };
}
