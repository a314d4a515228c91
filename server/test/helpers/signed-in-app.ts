import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from './app';
import { authHeaders } from './session';

export type SignedInApp = { app: FastifyInstance; headers: Record<string, string> };

/**
 * A freshly seeded app and a session of `customerId` for the enclosing describe: made before its
 * tests, closed after them. Read `app` and `headers` inside the tests (they are set by then).
 */
export function signedInApp(customerId: string): SignedInApp {
  const signedIn = {} as SignedInApp;
  beforeAll(async () => {
    signedIn.app = await testApp();
    signedIn.headers = await authHeaders(signedIn.app, customerId);
  });
  afterAll(async () => signedIn.app.close());
  return signedIn;
}
