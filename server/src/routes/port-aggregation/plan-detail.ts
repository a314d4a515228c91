import type { FastifyInstance } from 'fastify';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { planDetailSchema } from '@port/shared/contracts/plan-detail';
import { planSlotParamsSchema } from '@port/shared/contracts/route-params';
import type { RouteDeps } from '../route-deps';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { planDetail } from '../../services/plans/public';
import { planFromParams } from '../plan-params';

/** GET /api/port-aggregation/private/v3/cust-port/plan/{accountType}/{planSlot} (spec §3 "Plan detail"). */
export function registerPlanDetail(app: FastifyInstance, { db }: RouteDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      portAggregationPaths.planDetail.pattern,
      { schema: { params: planSlotParamsSchema, response: dataReply(planDetailSchema) } },
      async (request) => {
        const { customerId, plan } = await planFromParams(db, request);
        return { data: await planDetail(db, customerId, plan) };
      },
    );
}
