import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { authPaths } from '@port/shared/contracts/api-paths';
import type { Profile } from '@port/shared/contracts/auth';
import { ERROR_CODES } from '@port/shared/contracts/common';
import { sendError } from '../../http/errors';
import type { Session } from '../session-store';
import { readIdTokenClaims } from '../oidc/id-token-claims';
import type { AuthRouteDeps } from './deps';
import { authMessages } from './messages';

/** The profile plus whether someone is signed in; an empty `sub` means anonymous (spec §5). */
export type ProfileAnswer = Profile & { logged_in: boolean };

const ANONYMOUS: ProfileAnswer = { sub: '', name: '', customer_id: '', email: null, logged_in: false };

/**
 * GET /auth/profile. Anonymous: 200 with an empty `sub` (the auth guard sends the user to
 * /login, spec §2). Signed in but the access token expired: 401, so the client refreshes
 * and retries (spec §8). Works in maintenance mode too (spec §6).
 */
export function registerProfile(app: FastifyInstance, deps: AuthRouteDeps): void {
  app.get(authPaths.profile, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = request.session;
    if (!session) return { data: ANONYMOUS };
    if (request.accessTokenExpired) {
      return sendError(reply, 401, ERROR_CODES.UNAUTHORIZED, authMessages.sessionExpired);
    }
    const { name, email } = await displayClaims(deps, session);
    const data: ProfileAnswer = { sub: session.subject, name, customer_id: session.customerId, email, logged_in: true };
    return { data };
  });
}

/** Name and email from the kept ID token, or from userinfo when the issuer leaves them out of ID tokens. */
async function displayClaims(deps: AuthRouteDeps, session: Session): Promise<{ name: string; email: string | null }> {
  const claims = readIdTokenClaims(session.tokens.idToken);
  if (claims?.name) return { name: claims.name, email: claims.email };
  try {
    const oidc = await deps.getClient();
    const info = await client.fetchUserInfo(oidc.config, session.tokens.accessToken, session.subject);
    return { name: typeof info.name === 'string' ? info.name : '', email: info.email ?? null };
  } catch {
    return { name: '', email: claims?.email ?? null };
  }
}
