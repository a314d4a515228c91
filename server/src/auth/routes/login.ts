import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { authPaths } from '@port/shared/contracts/api-paths';
import { toSafeReturnPath } from '@port/shared/http/safe-return-url';
import { z } from 'zod';
import { createLoginTransaction } from '../oidc/login-transactions';
import { sendAuthErrorPage } from './auth-error-page';
import { absoluteLifetimeS } from '../oidc/max-age';
import { loginTxCookieName, loginTxCookieOptions } from './cookies';
import type { AuthRouteDeps } from './deps';
import { authMessages } from './messages';

// Only return_url matters here; action/device (spec §7) are accepted and not needed by the server.
const loginQuery = z.object({ return_url: z.string().max(2000).optional().catch(undefined) }).catch({});

/** GET /auth/login: starts authorization code + PKCE + state + nonce and redirects to the provider. */
export function registerLogin(app: FastifyInstance, { db, config, getClient }: AuthRouteDeps): void {
  app.get(authPaths.login, async (request, reply) => {
    const returnUrl = toSafeReturnPath(loginQuery.parse(request.query).return_url, config.APP_ORIGIN);
    let oidc;
    try {
      oidc = await getClient();
    } catch (error) {
      request.log.warn({ err: error }, 'identity provider discovery failed');
      return sendAuthErrorPage(reply, 503, authMessages.providerUnavailableTitle, authMessages.providerUnavailableBody);
    }
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const binding = await createLoginTransaction(db, { state, nonce, codeVerifier, returnUrl });
    const authorizationUrl = client.buildAuthorizationUrl(oidc.config, {
      redirect_uri: oidc.redirectUri,
      scope: config.OIDC_SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      // Re-authentication follows our absolute session lifetime: a provider session whose
      // password is older than that asks for it again (issue 12 item 1; OIDC Core 3.1.2.1).
      max_age: String(absoluteLifetimeS()),
      ui_locales: 'th',
    });
    return reply
      .header('cache-control', 'no-store')
      .setCookie(loginTxCookieName(config), binding, loginTxCookieOptions(config))
      .redirect(authorizationUrl.href, 302);
  });
}
