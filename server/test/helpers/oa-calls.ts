import type { FastifyInstance } from 'fastify';
import { otherPaths } from '@port/shared/contracts/api-paths';

type Headers = Record<string, string>;

/** Saves one step of the customer's open-account application (spec §4), of the account kind when one is named. */
export const putApplicationStep = (app: FastifyInstance, headers: Headers, step: string, payload: unknown, account?: string) =>
  app.inject({
    method: 'PUT',
    url: account ? `${otherPaths.oaApplicationStep(step)}?account=${account}` : otherPaths.oaApplicationStep(step),
    headers,
    payload: payload as object,
  });

/** Sends the application with the customer's consent (spec §4 ACCOUNT_SUBMITTED), of the account kind when one is named. */
export const submitApplication = (app: FastifyInstance, headers: Headers, account?: string) =>
  app.inject({
    method: 'POST',
    url: otherPaths.oaApplicationSubmit,
    headers,
    payload: account ? { account, consent: true } : { consent: true },
  });
