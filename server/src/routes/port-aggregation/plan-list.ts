import type { FastifyInstance } from 'fastify';
import type { PlanListData } from '@port/shared/contracts/plan-list';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { planList } from '../../services/plan-list';

/** GET /api/port-aggregation/private/v3/cust-port/plan (spec §7). */
export function registerPlanList(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/private/v3/cust-port/plan', async (request) => {
    const data: PlanListData = await planList(db, requireCustomer(request));
    return { data };
  });
}
