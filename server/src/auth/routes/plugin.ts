import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { resolveAuthConfig, type AuthConfigOverrides } from '../oidc/auth-config';
import { createOidcClientProvider } from '../oidc/oidc-client';
import { registerCallback } from './callback';
import type { AuthRouteDeps } from './deps';
import { registerLogin } from './login';
import { registerLogout } from './logout';
import { registerProfile } from './profile';
import { registerRefresh } from './refresh';

export type AuthRoutesOptions = {
  db: Db;
  /** The app's parsed config (or test overrides); fields not given come from the environment. */
  config?: AuthConfigOverrides | Record<string, unknown>;
};

/**
 * The BFF's sign-in routes under /auth (spec §7): login, callback, profile, refresh, logout.
 * Needs the session hook registered before it (request.session, CSRF header rule).
 */
const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, options) => {
  const config = resolveAuthConfig(options.config);
  if (!app.hasReplyDecorator('setCookie')) await app.register(fastifyCookie);
  const deps: AuthRouteDeps = { db: options.db, config, getClient: createOidcClientProvider(config) };
  registerLogin(app, deps);
  registerCallback(app, deps);
  registerProfile(app, deps);
  registerRefresh(app, deps);
  registerLogout(app, deps);
};

export default authRoutes;
