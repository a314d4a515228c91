import { authPaths } from '@port/shared/contracts/api-paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { deleteSession } from '../session-store';
import { sessionCookieName, sessionCookieOptions } from './cookies';
import type { AuthRouteDeps } from './deps';

/**
 * GET|POST /auth/logout: ends the session here (row deleted, cookie cleared, refresh token
 * revoked) and then at the provider through its end_session endpoint, which returns the
 * browser to APP_ORIGIN/.
 */
export function registerLogout(app: FastifyInstance, { db, config, getClient }: AuthRouteDeps): void {
  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    // A link on another site must not sign the customer out (logout CSRF): browsers say where a
    // navigation came from; an old browser without the header is let through.
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') return reply.redirect(`${config.APP_ORIGIN}/`, 302);
    const session = request.session;
    const rawId = request.cookies[sessionCookieName(config)];
    if (rawId) await deleteSession(db, rawId);
    reply.header('cache-control', 'no-store').clearCookie(sessionCookieName(config), sessionCookieOptions(config));
    let target = `${config.APP_ORIGIN}/`;
    try {
      const oidc = await getClient();
      if (session?.tokens.refreshToken) {
        await client.tokenRevocation(oidc.config, session.tokens.refreshToken).catch((error: unknown) => {
          request.log.warn({ err: error }, 'refresh token revocation failed');
        });
      }
      const parameters: Record<string, string> = {
        client_id: config.OIDC_CLIENT_ID,
        post_logout_redirect_uri: oidc.postLogoutRedirectUri,
      };
      if (session?.tokens.idToken) parameters.id_token_hint = session.tokens.idToken;
      target = client.buildEndSessionUrl(oidc.config, parameters).href;
    } catch (error) {
      // Provider unreachable or without end_session: the local sign-out still happened.
      request.log.warn({ err: error }, 'provider logout unavailable');
    }
    return reply.redirect(target, 302);
  };
  app.get(authPaths.logout, logout);
  app.post(authPaths.logout, logout);
}
