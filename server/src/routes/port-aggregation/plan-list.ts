import type { FastifyInstance } from 'fastify';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, frozenReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { cachedPlanList, cachedPlanListHit } from '../../services/plans/public';

/** GET /api/port-aggregation/private/v3/cust-port/plan (spec §7). */
export function registerPlanList(app: FastifyInstance, { db }: RouteDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(portAggregationPaths.planList, { schema: { response: dataReply(planListDataSchema) } }, (request) => {
      const customerId = requireCustomer(request);
      const version = request.session?.portfolioVersion;
      // A cached answer goes out without a promise (issue 19 item 5); a miss is read and cached.
      const hit = cachedPlanListHit(db, customerId, version);
      return hit ? frozenReply(hit) : cachedPlanList(db, customerId, version).then(frozenReply);
    });
}
