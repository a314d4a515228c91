import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { ERROR_CODES } from '@port/shared/contracts/common';
import { sendError } from '../../http/errors';
import { CSRF_HEADER, CSRF_VALUE } from '../session-hook';
import { deleteSession, SESSION_COOKIE, updateSessionTokens } from '../session-store';
import { sessionCookieOptions } from './cookies';
import type { AuthRouteDeps } from './deps';
import { accessTokenExpiry } from '../oidc/token-expiry';
import { authMessages } from './messages';

/**
 * POST /auth/refresh: the server uses the session's refresh token at the provider and keeps
 * the new tokens; the browser only learns `{ refreshed: true }` (spec §8 "attempt token refresh").
 */
export function registerRefresh(app: FastifyInstance, { db, config, getClient }: AuthRouteDeps): void {
  app.post('/auth/refresh', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // The session hook enforces this for the whole app; checked again so this route never relies on order.
    if (request.headers[CSRF_HEADER] !== CSRF_VALUE) {
      return sendError(reply, 403, ERROR_CODES.CSRF, authMessages.refreshFailed);
    }
    const session = request.session;
    const rawId = request.sessionRawId;
    if (!session || !rawId || !session.tokens.refreshToken) {
      return sendError(reply, 401, ERROR_CODES.UNAUTHORIZED, authMessages.refreshFailed);
    }
    try {
      const oidc = await getClient();
      const tokens = await client.refreshTokenGrant(oidc.config, session.tokens.refreshToken);
      const subject = tokens.claims()?.sub;
      if (subject !== undefined && subject !== session.subject) throw new Error('refreshed ID token for another subject');
      await updateSessionTokens(db, rawId, {
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token ?? session.tokens.refreshToken,
        idToken: tokens.id_token ?? session.tokens.idToken,
        accessTokenExpiresAt: accessTokenExpiry(tokens.expiresIn()),
      });
      return { data: { refreshed: true as const } };
    } catch (error) {
      request.log.warn({ err: error }, 'token refresh failed');
      // The provider refused the refresh token (revoked, expired, signed out): the session is over.
      if (error instanceof client.ResponseBodyError) {
        await deleteSession(db, rawId);
        const { maxAge: _maxAge, ...clearOptions } = sessionCookieOptions(config);
        reply.clearCookie(SESSION_COOKIE, clearOptions);
      }
      return sendError(reply, 401, ERROR_CODES.UNAUTHORIZED, authMessages.refreshFailed);
    }
  });
}
