import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Db } from '../../src/db/client';
import { startIdentityProvider, type IdentityProvider } from '../../src/idp/start-identity-provider';
import type { ThrottlePolicy } from '../../src/idp/sign-in-throttle';
import { listenOnAnyPort, closeServer } from '../helpers/listen';
import { resetDb } from '../helpers/reset';

export const CLIENT_SECRET = 'test-client-secret-0123456789';
/** A private API of spec §7: answers only while the session's access token is live. */
export const PRIVATE_API = '/api/advisor/private/v1/advisor';

export type Stack = {
  appOrigin: string;
  issuer: string;
  app: FastifyInstance;
  idp: IdentityProvider;
  close: () => Promise<void>;
};

/**
 * The embedded identity provider and the real app host (buildApp: session hook, CSRF rule,
 * sign-in routes, every spec §7 call), each on its own random port (ARCHITECTURE "Origins").
 */
export type StackOptions = {
  accessTokenTtlS?: number;
  conformIdTokenClaims?: boolean;
  listDemoAccounts?: boolean;
  /** More settings of the provider (e.g. IDP_TRUST_PROXY) and its sign-in throttle. */
  idpConfig?: Record<string, string>;
  throttle?: ThrottlePolicy;
};

export async function startStack(db: Db, options: StackOptions = {}): Promise<Stack> {
  // The app's socket listens first (port 0, read back): the provider must know the app's origin.
  const { server, port: appPort } = await listenOnAnyPort();
  const appOrigin = `http://127.0.0.1:${appPort}`;
  const idp = await startIdentityProvider({
    db,
    config: {
      IDP_PORT: 0,
      APP_ORIGIN: appOrigin,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_ACCESS_TOKEN_TTL_S: options.accessTokenTtlS ?? 600,
      ...options.idpConfig,
    },
    throttle: options.throttle,
    conformIdTokenClaims: options.conformIdTokenClaims,
    listDemoAccounts: options.listDemoAccounts ?? true,
  });
  const config = loadConfig({
    ...process.env,
    PORT: String(appPort),
    APP_ORIGIN: appOrigin,
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
    MAINTENANCE_MODE: 'false',
  });
  const app = await buildApp(config, db, { logger: false });
  await app.ready();
  server.on('request', (req, res) => app.routing(req, res));
  const stack: Stack = {
    appOrigin,
    issuer: idp.issuer,
    app,
    idp,
    // Closes whichever provider is current (a test may restart it).
    close: async () => {
      await app.close();
      await closeServer(server);
      await stack.idp.close();
    },
  };
  return stack;
}

/**
 * A freshly seeded database and a stack on it for the whole test file: started before its tests,
 * closed after them. Read the fields inside the tests (they are set by then). A test that
 * restarts the provider starts a stack of its own.
 */
export function seededStack(options: StackOptions = {}): Stack & { db: Db } {
  const seeded = {} as Stack & { db: Db };
  beforeAll(async () => {
    const db = await resetDb();
    Object.assign(seeded, await startStack(db, options), { db });
  });
  afterAll(async () => seeded.close?.());
  return seeded;
}
