import type { FastifyInstance } from 'fastify';
import { createSession, SESSION_COOKIE } from '../../src/auth/session-store';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-accounts';

/** A cookie header of a live session for a demo customer (for inject tests). */
export async function signInAs(
  app: FastifyInstance,
  customerId: string,
  options: { accessTokenExpiresAt?: Date } = {},
): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.customerId === customerId);
  const rawId = await createSession(app.db, {
    customerId,
    subject: account?.subject ?? `sub-${customerId}`,
    tokens: {
      accessToken: `test-access-${customerId}`,
      refreshToken: `test-refresh-${customerId}`,
      idToken: `test-id-${customerId}`,
      accessTokenExpiresAt: options.accessTokenExpiresAt ?? new Date(Date.now() + 10 * 60 * 1000),
    },
  });
  return `${SESSION_COOKIE}=${rawId}`;
}

/** Headers of a signed-in browser call, including the CSRF header for unsafe methods. */
export async function authHeaders(app: FastifyInstance, customerId: string): Promise<Record<string, string>> {
  return { cookie: await signInAs(app, customerId), 'x-requested-with': 'port-web' };
}
