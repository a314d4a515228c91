import type { FastifyInstance } from 'fastify';
import type { PlanListData } from '@port/shared/contracts/plan-list';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { cachedPlanList } from '../../services/plan-list-cache';

/** GET /api/port-aggregation/private/v3/cust-port/plan (spec §7). */
export function registerPlanList(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/private/v3/cust-port/plan', async (request) => {
    const customerId = requireCustomer(request);
    const data: PlanListData = await cachedPlanList(db, customerId, request.session?.portfolioVersion);
    return { data };
  });
}
