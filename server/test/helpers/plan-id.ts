import type { FastifyInstance } from 'fastify';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { planDetailSchema } from '@port/shared/contracts/plan-detail';

/** The plan id of a signed-in customer's plan in an account slot, read through the plan-detail route (spec §7). */
export const planIdOf = async (
  app: FastifyInstance,
  headers: Record<string, string>,
  ...[account, slot]: Parameters<typeof portAggregationPaths.planDetail>
): Promise<string> =>
  planDetailSchema.parse((await app.inject({ url: portAggregationPaths.planDetail(account, slot), headers })).json().data).plan
    .plan_id!;
