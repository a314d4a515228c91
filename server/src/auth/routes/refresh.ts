import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { authPaths } from '@port/shared/contracts/api-paths';
import { ERROR_CODES } from '@port/shared/contracts/common';
import { sendError } from '../../http/errors';
import { dbErrorAsHttp } from '../../http/db-errors';
import { isDbUnavailable } from '../../platform/db-errors';
import { CSRF_HEADER, CSRF_VALUE } from '../session-hook';
import { withSessionLock } from '../session-lock';
import { deleteSession, readSession, updateSessionTokens } from '../session-store';
import { sessionCookieName, sessionCookieOptions } from './cookies';
import type { AuthRouteDeps } from './deps';
import { accessTokenExpiry } from '../oidc/token-expiry';
import { authMessages } from './messages';

/**
 * POST /auth/refresh: the server uses the session's refresh token at the provider and keeps
 * the new tokens; the browser only learns `{ refreshed: true }` (spec §8 "attempt token refresh").
 * Refreshes of one session take turns; one that finds the tokens already renewed by another tab
 * while it waited uses those instead of spending the refresh token again.
 */
export function registerRefresh(app: FastifyInstance, { db, config, getClient }: AuthRouteDeps): void {
  app.post(authPaths.refresh, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // The session hook enforces this for the whole app; checked again so this route never relies on order.
    if (request.headers[CSRF_HEADER] !== CSRF_VALUE) {
      return sendError(reply, 403, ERROR_CODES.CSRF, authMessages.refreshFailed);
    }
    const seen = request.session;
    const rawId = request.sessionRawId;
    if (!seen || !rawId || !seen.tokens.refreshToken) {
      return sendError(reply, 401, ERROR_CODES.UNAUTHORIZED, authMessages.refreshFailed);
    }
    try {
      const renewed = await withSessionLock(db, seen.idHash, async (locked) => {
        const session = await readSession(locked, rawId);
        if (!session) return false;
        if (session.tokens.accessToken !== seen.tokens.accessToken) return true;
        const oidc = await getClient();
        const tokens = await client.refreshTokenGrant(oidc.config, session.tokens.refreshToken);
        const subject = tokens.claims()?.sub;
        if (subject !== undefined && subject !== session.subject) throw new Error('refreshed ID token for another subject');
        await updateSessionTokens(locked, rawId, {
          accessToken: tokens.access_token,
          refreshToken: tokens.refresh_token ?? session.tokens.refreshToken,
          idToken: tokens.id_token ?? session.tokens.idToken,
          accessTokenExpiresAt: accessTokenExpiry(tokens.expiresIn()),
        });
        return true;
      });
      if (!renewed) return sendError(reply, 401, ERROR_CODES.UNAUTHORIZED, authMessages.refreshFailed);
      return { data: { refreshed: true as const } };
    } catch (error) {
      // The database itself failing is an outage or a busy answer (503), not a signed-out customer.
      if (isDbUnavailable(error) || dbErrorAsHttp(error)) throw error;
      request.log.warn({ err: error }, 'token refresh failed');
      // The provider refused the refresh token (revoked, expired, signed out): the session is over.
      if (error instanceof client.ResponseBodyError) {
        await deleteSession(db, rawId);
        const { maxAge: _maxAge, ...clearOptions } = sessionCookieOptions(config);
        reply.clearCookie(sessionCookieName(config), clearOptions);
      }
      return sendError(reply, 401, ERROR_CODES.UNAUTHORIZED, authMessages.refreshFailed);
    }
  });
}
