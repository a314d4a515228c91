import * as client from 'openid-client';
import { isLocalIssuer, type AuthConfig } from './auth-config';

export type OidcClient = { config: client.Configuration; redirectUri: string; postLogoutRedirectUri: string };

/**
 * The BFF as a confidential OpenID Connect client (client_secret_basic). Discovery runs on
 * first use and is cached; a failed discovery is retried on the next sign-in instead of
 * being cached, so the app host starts even while the identity provider is still down.
 */
export function createOidcClientProvider(config: AuthConfig): () => Promise<OidcClient> {
  let pending: Promise<OidcClient> | undefined;
  return () => {
    if (!pending) {
      pending = discover(config);
      pending.catch(() => {
        pending = undefined;
      });
    }
    return pending;
  };
}

async function discover(config: AuthConfig): Promise<OidcClient> {
  const options: client.DiscoveryRequestOptions = { timeout: 10 };
  // Plain http only for the embedded provider on this machine (openid-client refuses it otherwise).
  if (isLocalIssuer(config.OIDC_ISSUER)) options.execute = [client.allowInsecureRequests];
  const discovered = await client.discovery(
    new URL(config.OIDC_ISSUER),
    config.OIDC_CLIENT_ID,
    config.OIDC_CLIENT_SECRET,
    client.ClientSecretBasic(config.OIDC_CLIENT_SECRET),
    options,
  );
  return {
    config: discovered,
    redirectUri: `${config.APP_ORIGIN}/auth/callback`,
    postLogoutRedirectUri: `${config.APP_ORIGIN}/`,
  };
}
