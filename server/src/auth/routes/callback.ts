import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { z } from 'zod';
import { createSession, deleteSession, SESSION_COOKIE } from '../session-store';
import { resolveIdentity } from '../oidc/identity';
import { consumeLoginTransaction } from '../oidc/login-transactions';
import { sendAuthErrorPage } from './auth-error-page';
import { LOGIN_TX_COOKIE, loginTxCookieOptions, sessionCookieOptions } from './cookies';
import type { AuthRouteDeps } from './deps';
import { accessTokenExpiry } from '../oidc/token-expiry';

const callbackQuery = z.object({ state: z.string().min(1).max(512), code: z.string().max(2048).optional() });

/**
 * GET /auth/callback: the provider's answer. State must match this browser's unused
 * transaction; the code is exchanged with the PKCE verifier and the nonce is checked.
 * Any failure is a Thai page with status 400 and a link back to sign-in, never a 500.
 */
export function registerCallback(app: FastifyInstance, { db, config, getClient }: AuthRouteDeps): void {
  app.get('/auth/callback', async (request, reply) => {
    const binding = request.cookies[LOGIN_TX_COOKIE];
    const { maxAge: _maxAge, ...clearOptions } = loginTxCookieOptions(config);
    reply.header('cache-control', 'no-store').clearCookie(LOGIN_TX_COOKIE, clearOptions);
    try {
      const query = callbackQuery.parse(request.query);
      const tx = await consumeLoginTransaction(db, binding, query.state);
      if (!tx) throw new Error('no matching sign-in transaction for this browser');
      const oidc = await getClient();
      const currentUrl = new URL(oidc.redirectUri);
      currentUrl.search = new URL(request.url, config.APP_ORIGIN).search;
      const tokens = await client.authorizationCodeGrant(oidc.config, currentUrl, {
        pkceCodeVerifier: tx.codeVerifier,
        expectedState: tx.state,
        expectedNonce: tx.nonce,
        idTokenExpected: true,
      });
      const claims = await resolveIdentity(oidc.config, tokens);
      // A fresh session id on every sign-in (no fixation): the browser's previous one ends.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(db, previous);
      const rawId = await createSession(db, {
        customerId: claims.customer_id,
        subject: claims.sub,
        tokens: {
          accessToken: tokens.access_token,
          refreshToken: tokens.refresh_token ?? '',
          idToken: tokens.id_token ?? '',
          accessTokenExpiresAt: accessTokenExpiry(tokens.expiresIn()),
        },
      });
      return reply.setCookie(SESSION_COOKIE, rawId, sessionCookieOptions(config)).redirect(tx.returnUrl, 302);
    } catch (error) {
      request.log.warn({ err: error }, 'sign-in callback refused');
      return sendAuthErrorPage(reply, 400);
    }
  });
}
