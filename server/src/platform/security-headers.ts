import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { readRemotes, remoteOrigins } from './remotes';
import { runtimeConfigScript } from './runtime-config-script';
import { siteHeaders } from './site-headers';

/** CSP for the shell: scripts, styles, fonts and manifests may come from the remote origins. */
export function contentSecurityPolicy(remotes: string[], issuer: string, inlineScriptHash = ''): string {
  const others = remotes.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHash} ${others}`.replace(/ +/g, ' ').trim(),
    // emotion injects <style> elements at run time.
    `style-src 'self' 'unsafe-inline' ${others}`.trim(),
    `font-src 'self' data: ${others}`.trim(),
    "img-src 'self' data: https:",
    `connect-src 'self' ${others}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${new URL(issuer).origin}`,
    "frame-ancestors 'self'",
  ].join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const { cspHash } = runtimeConfigScript(config);
  const common = siteHeaders(config.APP_ORIGIN);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(common);
    // Customer data must not sit in shared or browser caches unless a route chose otherwise.
    if (!reply.hasHeader('cache-control') && /^\/(api|proxy|auth)\//.test(request.url)) reply.header('Cache-Control', 'no-store');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      const origins = remoteOrigins(await readRemotes(config));
      reply.header('Content-Security-Policy', contentSecurityPolicy(origins, config.OIDC_ISSUER, cspHash));
    } else {
      reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    }
    return payload;
  });
}
