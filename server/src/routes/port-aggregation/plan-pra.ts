import type { FastifyInstance } from 'fastify';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { praSchema } from '@port/shared/contracts/pra';
import { planSlotParamsSchema } from '@port/shared/contracts/route-params';
import type { RouteDeps } from '../route-deps';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { praOrNone } from '../../services/orders/public';
import { planFromParams } from '../plan-params';

/** GET .../v2/cust-port/plan/{accountType}/{planSlot}/pra: the plan's PRA, status NONE when not set up. */
export function registerPlanPra(app: FastifyInstance, { db }: RouteDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      portAggregationPaths.planPra.pattern,
      { schema: { params: planSlotParamsSchema, response: dataReply(praSchema) } },
      async (request) => {
        const { customerId, plan } = await planFromParams(db, request);
        return { data: await praOrNone(db, customerId, plan) };
      },
    );
}
