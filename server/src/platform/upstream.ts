import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig, UpstreamGroup } from '../config';
import { upstreamEnvName } from '../config';
import { sendError } from '../http/errors';
import { messages } from '../http/messages';

const FORWARDED_HEADERS = ['content-type', 'accept', 'accept-language', 'x-request-id'];

/** Fails fast at start when a configured upstream is not in UPSTREAM_ALLOWLIST. */
export function assertAllowlisted(config: AppConfig): void {
  for (const [group, url] of Object.entries(config.upstreams)) {
    if (!config.upstreamAllowlist.includes(new URL(url).origin)) {
      throw new Error(`${upstreamEnvName(group)} (${new URL(url).origin}) is not in UPSTREAM_ALLOWLIST`);
    }
  }
}

/**
 * The upstream URL for a request below `prefix`, or null when the raw URL does not literally
 * start with the prefix or the result leaves the upstream's origin and base path: the access
 * token must never travel anywhere but the allowlisted upstream.
 */
export function upstreamTarget(baseUrl: string, prefix: string, url: string): URL | null {
  if (url !== prefix && !url.startsWith(`${prefix}/`) && !url.startsWith(`${prefix}?`)) return null;
  const base = new URL(baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const target = new URL(`${basePath}${url.slice(prefix.length)}`, base.origin);
  if (target.origin !== base.origin) return null;
  if (basePath && target.pathname !== basePath && !target.pathname.startsWith(`${basePath}/`)) return null;
  return target;
}

/**
 * Replaces a group's built-in implementation by forwarding to its upstream: the path below the
 * group prefix and the query are kept, the session's access token goes as a Bearer token, and the
 * answer must be JSON (anything else, or no answer, is 502 in Thai).
 */
export function registerUpstreamForward(
  app: FastifyInstance,
  group: UpstreamGroup,
  prefix: string,
  baseUrl: string,
  config: AppConfig,
): void {
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const target = upstreamTarget(baseUrl, prefix, request.url);
    if (!target) return sendError(reply, 404, 'NOT_FOUND', messages.routeNotFound);
    const isPrivate = /(^|\/)private\//.test(target.pathname);
    if (isPrivate && !request.customerId) {
      return sendError(reply, 401, 'UNAUTHORIZED', messages.unauthorized);
    }
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    // The access token travels only where it is needed: private paths (issue 12 item 5).
    if (isPrivate && request.session && request.customerId)
      headers.authorization = `Bearer ${request.session.tokens.accessToken}`;
    const hasBody = request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
    let response: Response;
    try {
      response = await fetch(target, {
        method: request.method,
        headers,
        body: hasBody ? JSON.stringify(request.body) : undefined,
        signal: AbortSignal.timeout(config.UPSTREAM_TIMEOUT_MS),
        redirect: 'manual',
      });
    } catch (error) {
      request.log.warn({ err: error, group }, 'upstream unreachable');
      return sendError(reply, 502, 'UPSTREAM', messages.upstreamFailed);
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      request.log.warn({ group, status: response.status }, 'upstream answered non-JSON');
      return sendError(reply, 502, 'UPSTREAM', messages.upstreamFailed);
    }
    return reply.code(response.status).type('application/json; charset=utf-8').send(body);
  };
  app.all('/', forward);
  app.all('/*', forward);
}
