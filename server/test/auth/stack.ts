import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import authRoutes from '../../src/auth/routes/plugin';
import sessionHook from '../../src/auth/session-hook';
import { startIdentityProvider, type IdentityProvider } from '../../src/idp/start-identity-provider';
import { freePort } from './free-port';

export const CLIENT_SECRET = 'test-client-secret-0123456789';

export type Stack = {
  appOrigin: string;
  issuer: string;
  app: FastifyInstance;
  idp: IdentityProvider;
  close: () => Promise<void>;
};

/**
 * The embedded identity provider and an app host with the session hook and the sign-in
 * routes, each on its own random port (two origins, as in ARCHITECTURE "Origins").
 * `/api/probe/private` stands for any private API: 401 unless the access token is live.
 */
export async function startStack(db: Db, options: { accessTokenTtlS?: number } = {}): Promise<Stack> {
  const appPort = await freePort();
  const appOrigin = `http://127.0.0.1:${appPort}`;
  const idp = await startIdentityProvider({
    db,
    config: {
      IDP_PORT: 0,
      APP_ORIGIN: appOrigin,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_ACCESS_TOKEN_TTL_S: options.accessTokenTtlS ?? 600,
    },
  });
  const app = Fastify({ logger: false });
  await app.register(fastifyCookie);
  await app.register(sessionHook, { db });
  await app.register(authRoutes, {
    db,
    config: { OIDC_ISSUER: idp.issuer, APP_ORIGIN: appOrigin, OIDC_CLIENT_SECRET: CLIENT_SECRET },
  });
  app.get('/api/probe/private', async (request, reply) => {
    if (!request.customerId) return reply.code(401).send({ error_code: 'UNAUTHORIZED', error_message: 'กรุณาเข้าสู่ระบบ' });
    return { data: { customer_id: request.customerId } };
  });
  await app.listen({ port: appPort, host: '127.0.0.1' });
  const stack: Stack = {
    appOrigin,
    issuer: idp.issuer,
    app,
    idp,
    // Closes whichever provider is current (a test may restart it).
    close: async () => {
      await app.close();
      await stack.idp.close();
    },
  };
  return stack;
}
