import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import type { Db } from '../db/client';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';
import { resolveAuthConfig, type AuthConfig, type AuthConfigOverrides } from '../auth/oidc/auth-config';
import type { IdpAccount } from './accounts';
import { purgeExpiredPayloads } from './adapter';
import { purgeRateLimits } from '../platform/rate-limit-store';
import { handleInteraction, PAGE_CSP } from './interactions';
import type { ThrottlePolicy } from './sign-in-throttle';
import { loadOrCreateProviderKeys } from './keys';
import { renderErrorPage } from './pages/status-pages';
import { buildProviderConfiguration } from './provider-config';
import { siteHeaders } from '../platform/site-headers';
import { compileProxyTrust, dropUntrustedForwarding } from '../platform/proxy-trust';

export type IdentityProvider = { issuer: string; close: () => Promise<void> };

export type StartIdentityProviderOptions = {
  db: Db;
  /** OIDC_ISSUER, OIDC_CLIENT_ID/SECRET, APP_ORIGIN, IDP_PORT (0 = any free port on 127.0.0.1), TTL. */
  config?: AuthConfigOverrides | Record<string, unknown>;
  /** The sign-ins it accepts; default: the seed's demo accounts. */
  accounts?: readonly IdpAccount[];
  /** Keep profile claims out of ID tokens (only userinfo has them), like some external issuers. */
  conformIdTokenClaims?: boolean;
  /** Growing delay after failed sign-ins; default DEFAULT_THROTTLE. */
  throttle?: ThrottlePolicy;
  /** Show the demo accounts and their passwords on the sign-in page (demo mode only; default false). */
  listDemoAccounts?: boolean;
};

/**
 * Starts the embedded OpenID Connect provider on its own origin (ARCHITECTURE "Origins").
 * With IDP_PORT 0 the issuer becomes http://127.0.0.1:<port> (tests); otherwise OIDC_ISSUER.
 * It listens on IDP_HOST (the loopback address unless configured, issue 12 item 5).
 */
export async function startIdentityProvider(options: StartIdentityProviderOptions): Promise<IdentityProvider> {
  const base = resolveAuthConfig(options.config);
  const accounts = options.accounts ?? DEMO_ACCOUNTS;
  const server = createServer();
  const port = await listen(server, base.IDP_PORT, base.IDP_HOST);
  const config: AuthConfig = base.IDP_PORT === 0 ? { ...base, OIDC_ISSUER: `http://127.0.0.1:${port}` } : base;
  try {
    const trust = compileProxyTrust(config.IDP_TRUST_PROXY);
    const keys = await loadOrCreateProviderKeys(options.db);
    const provider = new Provider(
      config.OIDC_ISSUER,
      buildProviderConfiguration({
        db: options.db,
        config,
        keys,
        accounts,
        conformIdTokenClaims: options.conformIdTokenClaims,
      }),
    );
    // X-Forwarded-* count only from the proxies IDP_TRUST_PROXY lists (issue 21 item 2): a client
    // rotating its own X-Forwarded-For is still one address to the sign-in throttle.
    provider.proxy = trust.enabled;
    const deps = {
      provider,
      accounts,
      listDemoAccounts: options.listDemoAccounts ?? false,
      firstPartyClientId: config.OIDC_CLIENT_ID,
      appOrigin: config.APP_ORIGIN,
      csrfSecret: keys.cookieKeys[0] ?? '',
      db: options.db,
      throttle: options.throttle,
      clientAddress: trust.clientAddress,
      secureCookies: config.OIDC_ISSUER.startsWith('https://'),
    };
    const handle = provider.callback();
    // Every answer under the sign-in page's CSP, the end-session and error pages included (issue
    // 21 item 2); the logout page replaces it with one that also allows its own script by nonce.
    const headers = { ...siteHeaders(config.OIDC_ISSUER), 'Content-Security-Policy': PAGE_CSP };
    server.on('request', (req, res) => {
      dropUntrustedForwarding(req, trust);
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      handleInteraction(deps, req, res)
        .then((handled) => {
          if (!handled) return handle(req, res);
        })
        .catch(() => {
          if (res.headersSent) return;
          res.statusCode = 500;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(renderErrorPage({ appOrigin: config.APP_ORIGIN }));
        });
    });
  } catch (error) {
    await close(server);
    throw error;
  }
  // Expired sessions and tokens are never read again; clear them out now and then.
  const purge = setInterval(() => {
    void purgeExpiredPayloads(options.db).catch(() => undefined);
    void purgeRateLimits(options.db).catch(() => undefined);
  }, PURGE_EVERY_MS);
  purge.unref();
  return {
    issuer: config.OIDC_ISSUER,
    close: () => {
      clearInterval(purge);
      return close(server);
    },
  };
}

const PURGE_EVERY_MS = 10 * 60 * 1000;

function listen(server: Server, port: number, host: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/** For the app host's main: starts the embedded provider unless IDP_ENABLED is 'false' (external issuer). */
export async function startEmbeddedIdentityProviderIfEnabled(
  options: StartIdentityProviderOptions,
): Promise<IdentityProvider | null> {
  return resolveAuthConfig(options.config).IDP_ENABLED ? startIdentityProvider(options) : null;
}
