import type { FastifyInstance } from 'fastify';
import type { Profile } from '@port/shared/contracts/auth';
import { ERROR_CODES } from '@port/shared/contracts/common';
import { sendError } from '../../http/errors';
import { readIdTokenClaims } from '../oidc/id-token-claims';
import { authMessages } from './messages';

/** The profile plus whether someone is signed in; an empty `sub` means anonymous (spec §5). */
export type ProfileAnswer = Profile & { logged_in: boolean };

const ANONYMOUS: ProfileAnswer = { sub: '', name: '', customer_id: '', email: null, logged_in: false };

/**
 * GET /auth/profile. Anonymous: 200 with an empty `sub` (the auth guard sends the user to
 * /login, spec §2). Signed in but the access token expired: 401, so the client refreshes
 * and retries (spec §8). Works in maintenance mode too (spec §6).
 */
export function registerProfile(app: FastifyInstance): void {
  app.get('/auth/profile', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = request.session;
    if (!session) return { data: ANONYMOUS };
    if (request.accessTokenExpired) {
      return sendError(reply, 401, ERROR_CODES.UNAUTHORIZED, authMessages.sessionExpired);
    }
    const claims = readIdTokenClaims(session.tokens.idToken);
    const data: ProfileAnswer = {
      sub: session.subject,
      name: claims?.name ?? '',
      customer_id: session.customerId,
      email: claims?.email ?? null,
      logged_in: true,
    };
    return { data };
  });
}
