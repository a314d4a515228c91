import type { FastifyInstance } from 'fastify';
import { portPaths } from '@port/shared/contracts/api-paths';
import { marketTimingSchema } from '@port/shared/contracts/model-port';
import { idParamsSchema } from '@port/shared/contracts/route-params';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { planById, planMarketTiming } from '../../services/plans/public';

/** GET private/api/v1/customer-port/market-timing/{id}: market timing of the plan with that id. */
export function registerMarketTiming(app: FastifyInstance, { db }: RouteDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      portPaths.marketTiming.pattern,
      { schema: { params: idParamsSchema, response: dataReply(marketTimingSchema) } },
      async (request) => ({
        data: await planMarketTiming(db, await planById(db, requireCustomer(request), request.params.id)),
      }),
    );
}
