import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import type { Db } from '../db/client';
import { messages } from '../http/messages';
import { sendError } from '../http/errors';
import { readSession, SESSION_COOKIE, type Session } from './session-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session, also when its access token has expired (so /auth/refresh can use it). */
    session: Session | null;
    /** Raw session id from the cookie, when the session is live. */
    sessionRawId: string | null;
    /** The signed-in customer, null when anonymous or when the access token has expired. */
    customerId: string | null;
    accessTokenExpired: boolean;
  }
}

export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'port-web';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every unsafe call to the app host needs the custom header (CSRF, ARCHITECTURE "Auth"): a
 * cross-site form or image cannot set it. No path is exempt, so no path spelling can dodge it.
 */
export function needsCsrfHeader(request: FastifyRequest): boolean {
  return UNSAFE.has(request.method);
}

/**
 * Only data paths read the session (issue 12 item 4): the shell's HTML, scripts and fonts never
 * touch the database, so they still load while it is down and the shell can show its §8 pages.
 */
const DATA_PATH = /^\/(api|proxy|auth)(\/|\?|$)/;

/**
 * Besides the header (issue 21 item 2): a browser names where an unsafe call comes from, and only
 * the app's own origin may make one. Origin other than the app origin ('null' included) or
 * Sec-Fetch-Site cross-site / same-site is refused; clients that send neither (curl, server to
 * server) still need the header.
 */
export function foreignBrowserRequest(request: FastifyRequest, appOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined && appOrigin !== undefined && origin !== appOrigin) return true;
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

export type SessionHookOptions = { db: Db; cookieName?: string; appOrigin?: string };

const sessionHook: FastifyPluginAsync<SessionHookOptions> = async (
  app: FastifyInstance,
  { db, cookieName = SESSION_COOKIE, appOrigin },
) => {
  app.decorateRequest('session', null);
  app.decorateRequest('sessionRawId', null);
  app.decorateRequest('customerId', null);
  app.decorateRequest('accessTokenExpired', false);
  const attach = (request: FastifyRequest, rawId: string, session: Session | null) => {
    if (!session) return;
    request.session = session;
    request.sessionRawId = rawId;
    if (session.tokens.accessTokenExpiresAt.getTime() <= Date.now()) {
      request.accessTokenExpired = true;
      return;
    }
    request.customerId = session.customerId;
  };
  // A callback hook (issue 19 item 5: no promises of its own on every request): a refusal sent
  // here ends the request without `done`; a failed session read goes to the error handler.
  app.addHook('onRequest', (request, reply, done) => {
    if (needsCsrfHeader(request) && (request.headers[CSRF_HEADER] !== CSRF_VALUE || foreignBrowserRequest(request, appOrigin))) {
      sendError(reply, 403, 'CSRF', messages.csrf);
      return;
    }
    const rawId = DATA_PATH.test(request.url) ? request.cookies[cookieName] : undefined;
    if (!rawId) {
      done();
      return;
    }
    readSession(db, rawId).then((session) => {
      attach(request, rawId, session);
      done();
    }, done);
  });
};

// Hooks and decorators must reach every route of the app, not only this plugin's scope.
(sessionHook as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export default sessionHook;
