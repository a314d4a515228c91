import type { FastifyInstance } from 'fastify';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { analyzerQuerySchema, plansSummarySchema } from '@port/shared/contracts/plans-summary';
import { planSlotParamsSchema } from '@port/shared/contracts/route-params';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { customerPlansSummary, planSummary } from '../../services/portfolio/public';
import { planFromParams } from '../plan-params';

/** GET v1/cust-port/analyzer (optional ?filter=accountType) and v2/.../{accountType}/{planSlot}/analyzer. */
export function registerAnalyzer(app: FastifyInstance, { db }: RouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const response = dataReply(plansSummarySchema);
  api.get(portAggregationPaths.analyzer, { schema: { querystring: analyzerQuerySchema, response } }, async (request) => ({
    data: await customerPlansSummary(db, requireCustomer(request), request.query.filter),
  }));
  api.get(portAggregationPaths.planAnalyzer.pattern, { schema: { params: planSlotParamsSchema, response } }, async (request) => ({
    data: await planSummary(db, (await planFromParams(db, request)).plan),
  }));
}
