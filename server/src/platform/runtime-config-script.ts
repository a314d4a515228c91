import { createHash } from 'node:crypto';
import type { AppConfig } from '../config';

/**
 * The deployment settings the browser reads as `window.__PORT_CONFIG__` (shared
 * `config/runtime-config.ts`), as one inline script. The CSP allows exactly this script by its
 * SHA-256 hash, so no `'unsafe-inline'` is needed.
 */
export function runtimeConfigScript(config: AppConfig): { tag: string; cspHash: string } {
  const settings = {
    maintenance: config.MAINTENANCE_MODE,
    httpTimeoutMs: config.HTTP_TIMEOUT_MS,
    debug: config.DEBUG_LOGGING,
    ...(config.MAIN_SITE_URL ? { mainSiteUrl: config.MAIN_SITE_URL } : {}),
    ...(config.OPEN_APP_URL ? { openAppUrl: config.OPEN_APP_URL } : {}),
  };
  // `<` escaped so no value can close the script element.
  const body = `window.__PORT_CONFIG__=${JSON.stringify(settings).replace(/</g, '\\u003c')};`;
  const cspHash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
  return { tag: `<script>${body}</script>`, cspHash };
}

/** Puts the config script first in <head>, before the shell's own scripts read it. */
export function withRuntimeConfig(html: string, tag: string): string {
  return html.includes('<head>') ? html.replace('<head>', `<head>${tag}`) : `${tag}${html}`;
}

/** The page's style nonce for the shell (shared/config/style-nonce.ts reads it), first in <head>. */
export function withStyleNonce(html: string, nonce: string): string {
  const tag = `<meta name="csp-nonce" content="${nonce}">`;
  return html.includes('<head>') ? html.replace('<head>', `<head>${tag}`) : `${tag}${html}`;
}
