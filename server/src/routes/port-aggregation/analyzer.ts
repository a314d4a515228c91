import type { FastifyInstance } from 'fastify';
import { analyzerQuerySchema } from '@port/shared/contracts/plans-summary';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { validate } from '../../http/validate';
import { plansSummary } from '../../services/analyzer';
import { valuedHoldings } from '../../services/holdings';
import { customerPlans } from '../../services/plans';
import { planFromParams } from '../plan-params';

/** GET v1/cust-port/analyzer (optional ?filter=accountType) and v2/.../{accountType}/{planSlot}/analyzer. */
export function registerAnalyzer(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/private/v1/cust-port/analyzer', async (request) => {
    const customerId = requireCustomer(request);
    const { filter } = validate(analyzerQuerySchema, request.query);
    const plans = (await customerPlans(db, customerId)).filter((p) => !filter || p.accountType === filter);
    return { data: plansSummary(plans, await valuedHoldings(db, plans.map((p) => p.id))) };
  });
  app.get('/private/v2/cust-port/plan/:accountType/:planSlot/analyzer', async (request) => {
    const { plan } = await planFromParams(db, request);
    return { data: plansSummary([plan], await valuedHoldings(db, [plan.id])) };
  });
}
