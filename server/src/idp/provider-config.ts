import { randomBytes } from 'node:crypto';
import type { Configuration } from 'oidc-provider';
import type { Db } from '../db/client';
import type { AuthConfig } from '../auth/oidc/auth-config';
import { absoluteLifetimeS } from '../auth/oidc/max-age';
import { createDbAdapter } from './adapter';
import { createFindAccount, type IdpAccount } from './accounts';
import { FIRST_PARTY_SCOPE, createLoadExistingGrant } from './grants';
import type { ProviderKeys } from './keys';
import { PAGE_STYLE_HASH } from './pages/html';
import { renderErrorPage, renderLoggedOutPage, renderLogoutPage } from './pages/status-pages';

export type ProviderConfigInput = {
  db: Db;
  config: AuthConfig;
  keys: ProviderKeys;
  accounts: readonly IdpAccount[];
  /** true: profile claims only from userinfo, as many external issuers do (used by tests). */
  conformIdTokenClaims?: boolean;
  /** Lifetime of the provider's session, grants and refresh tokens; default: the app's absolute session lifetime. */
  sessionLifetimeS?: number;
};

/** oidc-provider configuration: one confidential first-party client (the BFF), PKCE required. */
export function buildProviderConfiguration(input: ProviderConfigInput): Configuration {
  const { db, config, keys, accounts } = input;
  const clientId = config.OIDC_CLIENT_ID;
  // No provider session, grant or refresh token outlives the app's absolute session lifetime
  // (issue 12 item 1): once ours ends, the next sign-in asks for the password again.
  const lifetimeS = input.sessionLifetimeS ?? absoluteLifetimeS();
  return {
    adapter: createDbAdapter(db),
    clients: [
      {
        client_id: clientId,
        client_secret: config.OIDC_CLIENT_SECRET,
        token_endpoint_auth_method: 'client_secret_basic',
        redirect_uris: [`${config.APP_ORIGIN}/auth/callback`],
        post_logout_redirect_uris: [`${config.APP_ORIGIN}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        scope: FIRST_PARTY_SCOPE,
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'offline_access'],
    claims: { openid: ['sub'], profile: ['name', 'customer_id'] },
    // The BFF reads name and customer_id from the ID token it keeps server-side.
    conformIdTokenClaims: input.conformIdTokenClaims ?? false,
    findAccount: createFindAccount(accounts),
    loadExistingGrant: createLoadExistingGrant(clientId),
    // offline_access without prompt=consent is dropped by the spec rules; the first-party BFF
    // still gets a refresh token so sessions outlive the short access token.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Not rotated: the refresh token never leaves the server, and two tabs refreshing at once
    // must not trip reuse detection (which would revoke the whole grant).
    rotateRefreshToken: false,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      // A client may revoke only the tokens issued to itself.
      revocation: { enabled: true, allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          const nonce = randomBytes(16).toString('base64');
          // The page confirms itself only for our own BFF's request: an ID token hint the provider
          // validated, for the signed-in account. Anything else asks the person to press the button.
          const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
          const confirmed = hint?.payload?.sub !== undefined && hint.payload.sub === ctx.oidc.session?.accountId;
          ctx.set(
            'Content-Security-Policy',
            `default-src 'none'; style-src ${PAGE_STYLE_HASH}; font-src data:; script-src 'nonce-${nonce}'; frame-ancestors 'none'`,
          );
          ctx.type = 'html';
          ctx.body = renderLogoutPage(form, confirmed ? nonce : null);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = renderLoggedOutPage(config.APP_ORIGIN);
        },
      },
    },
    renderError: (ctx, _out, _error) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage({ appOrigin: config.APP_ORIGIN });
    },
    cookies: {
      keys: keys.cookieKeys,
      // Secure is added automatically when the request arrived over https (proxy-aware).
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    jwks: keys.jwks,
    ttl: {
      AccessToken: config.OIDC_ACCESS_TOKEN_TTL_S,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: lifetimeS,
      Session: lifetimeS,
      RefreshToken: lifetimeS,
    },
  };
}
