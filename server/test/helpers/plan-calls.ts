import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { portPaths } from '@port/shared/contracts/api-paths';
import type { AccountType } from '@port/shared/contracts/enums';
import { planRefSchema, type PlanRef } from '@port/shared/contracts/plan';

type Headers = Record<string, string>;

/** Asks to create a plan in the account (spec §7 POST plan); the answer, for the test to judge. */
export const postPlan = (app: FastifyInstance, headers: Headers, accountType: AccountType, body: object) =>
  app.inject({ method: 'POST', url: portPaths.createPlan(accountType), headers, payload: body });

/** Creates a plan in the account as a signed-in customer: answered 201, its reference. */
export async function createdPlan(
  app: FastifyInstance,
  headers: Headers,
  accountType: AccountType,
  body: object,
): Promise<PlanRef> {
  const created = await postPlan(app, headers, accountType, body);
  expect(created.statusCode, created.body).toBe(201);
  return planRefSchema.parse(created.json().data);
}

/** Renames a plan by id from the web (spec §7 PATCH rename); the answer, for the test to judge. */
export const renamePlan = (app: FastifyInstance, headers: Headers, planId: string, planName: string) =>
  app.inject({
    method: 'PATCH',
    url: portPaths.renamePlan(planId),
    headers,
    payload: { plan_name: planName, source: 'port-web' },
  });
