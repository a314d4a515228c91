import { authPaths } from '@port/shared/contracts/api-paths';
import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { z } from 'zod';
import { createSession, deleteSession } from '../session-store';
import { resolveIdentity } from '../oidc/identity';
import { consumeLoginTransaction } from '../oidc/login-transactions';
import { sendAuthErrorPage } from './auth-error-page';
import { absoluteLifetimeS, authenticatedAt } from '../oidc/max-age';
import { loginTxCookieName, loginTxCookieOptions, sessionCookieName, sessionCookieOptions } from './cookies';
import type { AuthRouteDeps } from './deps';
import { accessTokenExpiry } from '../oidc/token-expiry';
import { sampledRefusalLog } from './refusal-log';

const callbackQuery = z.object({ state: z.string().min(1).max(512), code: z.string().max(2048).optional() });

/**
 * GET /auth/callback: the provider's answer. State must match this browser's unused
 * transaction; the code is exchanged with the PKCE verifier and the nonce is checked.
 * Any failure is a Thai page with status 400 and a link back to sign-in, never a 500.
 */
export function registerCallback(app: FastifyInstance, { db, config, getClient }: AuthRouteDeps): void {
  const logRefusal = sampledRefusalLog();
  app.get(authPaths.callback, async (request, reply) => {
    const txCookie = loginTxCookieName(config);
    const sessionCookie = sessionCookieName(config);
    const binding = request.cookies[txCookie];
    const { maxAge: _maxAge, ...clearOptions } = loginTxCookieOptions(config);
    reply.header('cache-control', 'no-store').clearCookie(txCookie, clearOptions);
    try {
      const query = callbackQuery.parse(request.query);
      const maxAge = absoluteLifetimeS();
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
        maxAge,
      });
      // auth_time must be there and within our absolute lifetime (checked by openid-client too).
      const signedInAt = authenticatedAt(tokens.claims()?.auth_time, maxAge);
      if (!signedInAt) throw new Error('the ID token has no auth_time within max_age');
      const claims = await resolveIdentity(oidc.config, tokens);
      // A fresh session id on every sign-in (no fixation): the browser's previous one ends.
      const previous = request.cookies[sessionCookie];
      if (previous) await deleteSession(db, previous);
      const rawId = await createSession(db, {
        customerId: claims.customer_id,
        subject: claims.sub,
        authenticatedAt: signedInAt,
        tokens: {
          accessToken: tokens.access_token,
          refreshToken: tokens.refresh_token ?? '',
          idToken: tokens.id_token ?? '',
          accessTokenExpiresAt: accessTokenExpiry(tokens.expiresIn()),
        },
      });
      return reply.setCookie(sessionCookie, rawId, sessionCookieOptions(config)).redirect(tx.returnUrl, 302);
    } catch (error) {
      logRefusal((fields, message) => request.log.warn(fields, message), error);
      return sendAuthErrorPage(reply, 400);
    }
  });
}
