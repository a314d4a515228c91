import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idSchema } from '@port/shared/contracts/common';
import { batchTypeSchema } from '@port/shared/contracts/enums';
import { batchOrderQuerySchema, type BatchOrderPreview, type ProposalOrder } from '@port/shared/contracts/order';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { validate } from '../../http/validate';
import { money } from '../../lib/decimal';
import { batchLines, minBatchAmount } from '../../services/batch';
import { buyTotal, describeLines, planHoldings, proposalLines } from '../../services/order-lines';
import { planById } from '../../services/plans';

/** GET v3/batch-order/{batchType}/{planId}?amount= and GET v2/proposal-order/{planID} (previews, nothing placed). */
export function registerOrderPreviews(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/private/v3/batch-order/:batchType/:planId', async (request) => {
    const customerId = requireCustomer(request);
    const { batchType, planId } = validate(z.object({ batchType: batchTypeSchema, planId: idSchema }), request.params);
    const { amount } = validate(batchOrderQuerySchema, request.query);
    const plan = await planById(db, customerId, planId);
    const held = await planHoldings(db, plan);
    const minAmount = await minBatchAmount(db, plan, held);
    const lines = await batchLines(batchType, plan, held, amount ?? money(minAmount));
    const data: BatchOrderPreview = { plan_id: String(plan.id), lines: await describeLines(db, lines), total_amount: money(buyTotal(lines)), min_amount: money(minAmount) };
    return { data };
  });
  app.get('/private/v2/proposal-order/:planId', async (request) => {
    const customerId = requireCustomer(request);
    const { planId } = validate(z.object({ planId: idSchema }), request.params);
    const plan = await planById(db, customerId, planId);
    const lines = plan.proposalDismissedAt ? [] : proposalLines(plan, await planHoldings(db, plan));
    const data: ProposalOrder = { plan_id: String(plan.id), lines: await describeLines(db, lines), total_buy_amount: money(buyTotal(lines)), created_at: new Date().toISOString() };
    return { data };
  });
}
