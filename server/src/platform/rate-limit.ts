import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { sendError } from '../http/errors';
import { rateLimitMessages } from './rate-limit-messages';
import { countHit } from './rate-limit-store';

/** One limit: at most `limit` calls per `windowS` seconds for one caller on the matching paths. */
export type RateRule = {
  name: string;
  method: string;
  path: RegExp;
  limit: number;
  windowS: number;
  /** `customer`: the signed-in customer (their address when anonymous); `address`: the client address. */
  by: 'customer' | 'address';
};

/**
 * The limits by path (issue 12 item 3), configured in one place so route files stay free of
 * them: starting a sign-in and refreshing per address / session, checkout and the open-account
 * mail request per customer. Each number is a deployment setting (RATE_LIMIT_*).
 */
export function rateRules(
  config: Pick<
    AppConfig,
    | 'RATE_LIMIT_LOGIN_PER_MIN'
    | 'RATE_LIMIT_REFRESH_PER_MIN'
    | 'RATE_LIMIT_CHECKOUT_PER_MIN'
    | 'RATE_LIMIT_OA_MAIL_PER_HOUR'
    | 'RATE_LIMIT_RENEWAL_PER_MIN'
    | 'RATE_LIMIT_CONTACT_PER_HOUR'
    | 'RATE_LIMIT_VITALS_PER_MIN'
  >,
): RateRule[] {
  return [
    {
      name: 'login',
      method: 'GET',
      path: /^\/auth\/login(\?|$)/,
      limit: config.RATE_LIMIT_LOGIN_PER_MIN,
      windowS: 60,
      by: 'address',
    },
    {
      name: 'refresh',
      method: 'POST',
      path: /^\/auth\/refresh(\?|$)/,
      limit: config.RATE_LIMIT_REFRESH_PER_MIN,
      windowS: 60,
      by: 'customer',
    },
    {
      name: 'checkout',
      method: 'POST',
      path: /^\/api\/port\/private\/api\/v\d+\/fast-checkout\//,
      limit: config.RATE_LIMIT_CHECKOUT_PER_MIN,
      windowS: 60,
      by: 'customer',
    },
    {
      name: 'oa-mail',
      method: 'POST',
      path: /^\/api\/oa\/private\/mail\/form-request(\?|$)/,
      limit: config.RATE_LIMIT_OA_MAIL_PER_HOUR,
      windowS: 3600,
      by: 'customer',
    },
    {
      name: 'renewal',
      method: 'PUT',
      path: /^\/api\/oa\/private\/v1\/customers\/[^/?]+\/(suitability|kyc|id-card|ats)(\?|$)/,
      limit: config.RATE_LIMIT_RENEWAL_PER_MIN,
      windowS: 60,
      by: 'customer',
    },
    {
      name: 'contact-request',
      method: 'POST',
      path: /^\/api\/lead\/private\/v1\/contact-requests(\?|$)/,
      limit: config.RATE_LIMIT_CONTACT_PER_HOUR,
      windowS: 3600,
      by: 'customer',
    },
    {
      name: 'vitals',
      method: 'POST',
      path: /^\/api\/vitals\//,
      limit: config.RATE_LIMIT_VITALS_PER_MIN,
      windowS: 60,
      by: 'address',
    },
  ];
}

function caller(request: FastifyRequest, by: RateRule['by']): string {
  // The session's customer also while its access token is being refreshed.
  const customer = by === 'customer' ? (request.customerId ?? request.session?.customerId) : null;
  return customer ? `c:${customer}` : `a:${request.ip}`;
}

/** 429 with a Thai message and Retry-After once a caller is past a rule's limit (needs the session hook first). */
export function registerRateLimits(app: FastifyInstance, db: Db, rules: RateRule[], now: () => Date = () => new Date()): void {
  // A callback hook: a call no rule names passes without a promise (issue 19 item 5); a 429 sent
  // here ends the request without `done`, a failed count goes to the error handler through `done`.
  app.addHook('onRequest', (request, reply, done) => {
    const rule = rules.find((r) => r.method === request.method && r.path.test(request.url));
    if (!rule) {
      done();
      return;
    }
    const at = now();
    countHit(db, `${rule.name}:${caller(request, rule.by)}`, rule.windowS * 1000, at).then((counter) => {
      if (counter.hits <= rule.limit) {
        done();
        return;
      }
      const retryAfter = Math.max(1, Math.ceil((counter.windowStart.getTime() + rule.windowS * 1000 - at.getTime()) / 1000));
      reply.header('Retry-After', String(retryAfter));
      sendError(reply, 429, 'RATE_LIMITED', rateLimitMessages.tooManyRequests(retryAfter));
    }, done);
  });
}
