import type { FastifyInstance } from 'fastify';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import {
  batchOrderPreviewSchema,
  batchOrderQuerySchema,
  proposalOrderSchema,
  tsfComboPreviewSchema,
} from '@port/shared/contracts/order';
import { batchOrderParamsSchema, comboIdParamsSchema, planIdParamsSchema } from '@port/shared/contracts/route-params';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { batchOrderPreview, proposalOrderPreview } from '../../services/orders/public';
import { planById } from '../../services/plans/public';
import { tsfComboPreview } from '../../services/tax/public';

/** GET v3/batch-order/{batchType}/{planId}?amount=, v1/tsf-combo/{comboId}/preview and v2/proposal-order/{planID} (previews, nothing placed). */
export function registerOrderPreviews(app: FastifyInstance, { db }: RouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    portAggregationPaths.batchOrder.pattern,
    {
      schema: {
        params: batchOrderParamsSchema,
        querystring: batchOrderQuerySchema,
        response: dataReply(batchOrderPreviewSchema),
      },
    },
    async (request) => {
      const plan = await planById(db, requireCustomer(request), request.params.planId);
      return { data: await batchOrderPreview(db, plan, request.params.batchType, request.query.amount) };
    },
  );
  api.get(
    portAggregationPaths.tsfComboPreview.pattern,
    { schema: { params: comboIdParamsSchema, querystring: batchOrderQuerySchema, response: dataReply(tsfComboPreviewSchema) } },
    async (request) => {
      requireCustomer(request);
      return { data: await tsfComboPreview(db, request.params.comboId, request.query.amount) };
    },
  );
  api.get(
    portAggregationPaths.proposalOrder.pattern,
    { schema: { params: planIdParamsSchema, response: dataReply(proposalOrderSchema) } },
    async (request) => ({
      data: await proposalOrderPreview(db, await planById(db, requireCustomer(request), request.params.planId)),
    }),
  );
}
