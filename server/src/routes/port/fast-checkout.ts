import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  batchCheckoutBodySchema,
  checkoutResultSchema,
  praCheckoutBodySchema,
  proposalCheckoutBodySchema,
  proposalDismissedSchema,
  tsfComboCheckoutBodySchema,
} from '@port/shared/contracts/fast-checkout';
import { portPaths } from '@port/shared/contracts/api-paths';
import { batchTypeParamsSchema, planIdParamsSchema } from '@port/shared/contracts/route-params';
import type { RouteDeps } from '../route-deps';
import { auditContextOf } from '../../http/audit-context';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { checkoutBatch, checkoutPra, checkoutProposal, checkoutTsfCombo } from '../../services/orders/public';
import { dismissProposal, planById } from '../../services/plans/public';

/** The idempotency key may come in the body or as the Idempotency-Key header (read before the body is validated). */
async function idempotencyKeyFromHeader(request: FastifyRequest): Promise<void> {
  const body = request.body;
  const header = request.headers['idempotency-key'];
  if (
    body &&
    typeof body === 'object' &&
    !Array.isArray(body) &&
    (body as Record<string, unknown>).idempotency_key === undefined &&
    typeof header === 'string'
  ) {
    request.body = { ...body, idempotency_key: header };
  }
}

const caller = (request: FastifyRequest) => ({ customerId: requireCustomer(request), audit: auditContextOf(request) });

/** Fast checkout (spec §7): each places real pending orders, once per idempotency key (issue 8 guarantees in services/checkout.ts). */
export function registerFastCheckout(app: FastifyInstance, { db }: RouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const checkout = { preValidation: idempotencyKeyFromHeader };
  const response = dataReply(checkoutResultSchema);
  api.post(portPaths.fastCheckoutPra, { ...checkout, schema: { body: praCheckoutBodySchema, response } }, async (request) => ({
    data: await checkoutPra(db, caller(request), request.body),
  }));
  api.post(
    portPaths.fastCheckoutTsfCombo,
    { ...checkout, schema: { body: tsfComboCheckoutBodySchema, response } },
    async (request) => ({
      data: await checkoutTsfCombo(db, caller(request), request.body),
    }),
  );
  api.post(
    portPaths.fastCheckoutProposalOrder,
    { ...checkout, schema: { body: proposalCheckoutBodySchema, response } },
    async (request) => ({
      data: await checkoutProposal(db, caller(request), request.body),
    }),
  );
  api.post(
    portPaths.fastCheckoutBatch.pattern,
    { ...checkout, schema: { params: batchTypeParamsSchema, body: batchCheckoutBodySchema, response } },
    async (request) => ({
      data: await checkoutBatch(db, caller(request), request.params.batchType, request.body),
    }),
  );
  api.delete(
    portPaths.deleteProposalOrder.pattern,
    { schema: { params: planIdParamsSchema, response: dataReply(proposalDismissedSchema) } },
    async (request) => {
      const plan = await planById(db, requireCustomer(request), request.params.planId);
      await dismissProposal(db, plan);
      return { data: { plan_id: String(plan.id), deleted: true as const } };
    },
  );
}
