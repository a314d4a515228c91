import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { readRemotes, remoteOrigins } from './remotes';
import { runtimeConfigScript } from './runtime-config-script';
import { siteHeaders } from './site-headers';

declare module 'fastify' {
  interface FastifyRequest {
    /** The nonce of this answer's <style> elements (the shell page), allowed by its CSP. */
    cspNonce: string | null;
  }
}

export type CspInput = {
  remotes: string[];
  issuer: string;
  inlineScriptHash?: string;
  styleNonce?: string | null;
  contentOrigins?: string[];
};

/**
 * CSP for the shell (issue 12 item 4): scripts, styles, fonts and manifests from our origin and the
 * remote origins; <style> elements only with this page's nonce (emotion and Radix insert them with
 * it; no 'unsafe-inline'); images only from our origin, data: URLs and the content origins.
 */
export function contentSecurityPolicy(input: CspInput): string {
  const others = input.remotes.join(' ');
  const nonce = input.styleNonce ? `'nonce-${input.styleNonce}'` : '';
  const join = (...parts: string[]) => parts.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    join("script-src 'self'", input.inlineScriptHash ?? '', others),
    join("style-src 'self'", nonce, others),
    join("font-src 'self' data:", others),
    join("img-src 'self' data:", ...(input.contentOrigins ?? [])),
    join("connect-src 'self'", others),
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${new URL(input.issuer).origin}`,
    "frame-ancestors 'self'",
  ].join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const { cspHash } = runtimeConfigScript(config);
  const common = siteHeaders(config.APP_ORIGIN);
  app.decorateRequest('cspNonce', null);
  // A callback hook: only a page waits for the remotes list, every other answer passes without a
  // promise (issue 19 item 5).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(common);
    // Customer data must not sit in shared or browser caches unless a route chose otherwise.
    if (!reply.hasHeader('cache-control') && /^\/(api|proxy|auth)\//.test(request.url)) reply.header('Cache-Control', 'no-store');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    const type = String(reply.getHeader('content-type') ?? '');
    // A page that set its own policy (the sign-in error page) keeps it.
    if (reply.hasHeader('content-security-policy')) {
      done(null, payload);
      return;
    }
    if (!type.startsWith('text/html')) {
      reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
      done(null, payload);
      return;
    }
    // A throw while building the policy reaches `done` as an error, as the async hook's did.
    readRemotes(config, app.liveRemotes)
      .then((remotes) =>
        contentSecurityPolicy({
          remotes: remoteOrigins(remotes),
          issuer: config.OIDC_ISSUER,
          inlineScriptHash: cspHash,
          styleNonce: request.cspNonce,
          contentOrigins: config.contentOrigins,
        }),
      )
      .then((policy) => {
        reply.header('Content-Security-Policy', policy);
        done(null, payload);
      }, done);
  });
}
