import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AccountType } from '@port/shared/contracts/enums';
import { testApp } from './app';
import { planIdOf } from './plan-id';
import { authHeaders } from './session';

export type SignedInApp = {
  app: FastifyInstance;
  headers: Record<string, string>;
  /** The id of the plan named by `options.plan` (read through plan-detail); '' when none was named. */
  planId: string;
  /** A GET as this customer: the answer's `data`, for a contract schema to parse. */
  data: (url: string) => Promise<unknown>;
};

/**
 * A freshly seeded app and a session of `customerId` for the enclosing describe: made before its
 * tests, closed after them (`env`: settings of the app). Read `app`, `headers` and `planId` inside the
 * tests (they are set by then).
 */
export function signedInApp(
  customerId: string,
  options: { plan?: [AccountType, number]; env?: Record<string, string> } = {},
): SignedInApp {
  const signedIn: SignedInApp = {
    app: undefined as unknown as FastifyInstance,
    headers: {},
    planId: '',
    data: async (url) => (await signedIn.app.inject({ url, headers: signedIn.headers })).json().data,
  };
  beforeAll(async () => {
    signedIn.app = await testApp(options.env);
    signedIn.headers = await authHeaders(signedIn.app, customerId);
    if (options.plan) signedIn.planId = await planIdOf(signedIn.app, signedIn.headers, ...options.plan);
  });
  afterAll(async () => signedIn.app.close());
  return signedIn;
}
