import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../route-deps';
import { planDetail } from '../../services/plan-detail';
import { planFromParams } from '../plan-params';

/** GET /api/port-aggregation/private/v3/cust-port/plan/{accountType}/{planSlot} (spec §3 "Plan detail"). */
export function registerPlanDetail(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/private/v3/cust-port/plan/:accountType/:planSlot', async (request) => {
    const { customerId, plan } = await planFromParams(db, request);
    return { data: await planDetail(db, customerId, plan) };
  });
}
