import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { idSchema } from '@port/shared/contracts/common';
import { batchTypeSchema } from '@port/shared/contracts/enums';
import {
  batchCheckoutBodySchema,
  praCheckoutBodySchema,
  proposalCheckoutBodySchema,
  tsfComboCheckoutBodySchema,
} from '@port/shared/contracts/fast-checkout';
import type { RouteDeps } from '../route-deps';
import { fundCombos } from '../../db/schema/funds';
import { plans } from '../../db/schema/plans';
import { pra } from '../../db/schema/pra';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';
import { requireCustomer } from '../../http/require-customer';
import { validate } from '../../http/validate';
import { MONEY, toScaled } from '../../lib/decimal';
import { batchLines, minBatchAmount } from '../../services/batch';
import { assertAtLeast, assertOwnBank, placeCheckout } from '../../services/checkout';
import { comboMinAmount } from '../../services/combo-minimum';
import { fundsByCode } from '../../services/navs';
import { planHoldings, proposalLines, splitByWeights } from '../../services/order-lines';
import { planById } from '../../services/plans';

/** The idempotency key may come in the body or as the Idempotency-Key header. */
function withIdempotencyKey(request: FastifyRequest): unknown {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const header = request.headers['idempotency-key'];
  return typeof body === 'object' && body.idempotency_key === undefined && typeof header === 'string' ? { ...body, idempotency_key: header } : body;
}

/** Fast checkout (spec §7): each places real pending orders, once per idempotency key. */
export function registerFastCheckout(app: FastifyInstance, { db }: RouteDeps): void {
  app.post('/private/api/v1/fast-checkout/pra', async (request) => {
    const customerId = requireCustomer(request);
    const body = validate(praCheckoutBodySchema, withIdempotencyKey(request));
    const plan = await planById(db, customerId, body.plan_id);
    const [setup] = await db.select().from(pra).where(eq(pra.planId, plan.id));
    if (!setup) throw new HttpError(422, 'NO_PRA', 'แผนนี้ยังไม่ได้ตั้งค่าการลงทุนสม่ำเสมอ');
    const lines = splitByWeights(toScaled(setup.totalAmount, MONEY), plan.model);
    return { data: await placeCheckout(db, { customerId, plan, kind: 'pra', idempotencyKey: body.idempotency_key, bankId: setup.bankId, source: body.source, lines, request: { amount: null, bankId: null, comboId: null } }) };
  });

  app.post('/private/api/v2/fast-checkout/tsf-combo', async (request) => {
    const customerId = requireCustomer(request);
    const body = validate(tsfComboCheckoutBodySchema, withIdempotencyKey(request));
    const plan = await planById(db, customerId, body.plan_id);
    await assertOwnBank(db, customerId, body.bank_id);
    const [combo] = await db.select().from(fundCombos).where(eq(fundCombos.id, body.combo_id));
    if (!combo) throw new HttpError(404, 'NOT_FOUND', messages.comboNotFound);
    assertAtLeast(toScaled(body.amount, MONEY), comboMinAmount(combo.allocations, await fundsByCode(db, combo.allocations.map((a) => a.fund_code))));
    const lines = splitByWeights(toScaled(body.amount, MONEY), combo.allocations);
    return { data: await placeCheckout(db, { customerId, plan, kind: `tsf-combo:${combo.id}`, idempotencyKey: body.idempotency_key, bankId: body.bank_id, source: 'port-web', lines, request: { amount: toScaled(body.amount, MONEY), bankId: body.bank_id, comboId: combo.id } }) };
  });

  app.post('/private/api/v3/fast-checkout/proposal-order', async (request) => {
    const customerId = requireCustomer(request);
    const body = validate(proposalCheckoutBodySchema, withIdempotencyKey(request));
    const plan = await planById(db, customerId, body.plan_id);
    await assertOwnBank(db, customerId, body.bank_id);
    const lines = plan.proposalDismissedAt ? [] : proposalLines(plan, await planHoldings(db, plan));
    const result = await placeCheckout(db, { customerId, plan, kind: 'proposal-order', idempotencyKey: body.idempotency_key, bankId: body.bank_id, source: 'PROPOSAL_ORDER', lines, request: { amount: null, bankId: body.bank_id, comboId: null } });
    // The proposal has been acted on: it no longer shows until the plan drifts again.
    await db.update(plans).set({ proposalDismissedAt: new Date(), status: 'on_process' }).where(eq(plans.id, plan.id));
    return { data: result };
  });

  app.post('/private/api/v2/fast-checkout/:batchType', async (request) => {
    const customerId = requireCustomer(request);
    const { batchType } = validate(z.object({ batchType: batchTypeSchema }), request.params);
    const body = validate(batchCheckoutBodySchema, withIdempotencyKey(request));
    const plan = await planById(db, customerId, body.plan_id);
    await assertOwnBank(db, customerId, body.bank_id);
    const held = await planHoldings(db, plan);
    if (batchType === 'initial' || batchType === 'topup') assertAtLeast(toScaled(body.amount, MONEY), await minBatchAmount(db, plan, held));
    const lines = await batchLines(batchType, plan, held, body.amount);
    // Units already queued in pending sells are not sellable again (review finding: over-redemption).
    const whenEmpty = batchType === 'redeem' ? new HttpError(422, 'NOTHING_TO_SELL', messages.nothingToSell) : undefined;
    return { data: await placeCheckout(db, { customerId, plan, kind: `batch:${batchType}`, idempotencyKey: body.idempotency_key, bankId: body.bank_id, source: 'port-web', lines, request: { amount: toScaled(body.amount, MONEY), bankId: body.bank_id, comboId: null }, ...(whenEmpty ? { whenEmpty } : {}) }) };
  });

  app.delete('/private/api/v1/proposal-order/:planId', async (request) => {
    const customerId = requireCustomer(request);
    const { planId } = validate(z.object({ planId: idSchema }), request.params);
    const plan = await planById(db, customerId, planId);
    await db.update(plans).set({ proposalDismissedAt: new Date() }).where(eq(plans.id, plan.id));
    return { data: { plan_id: String(plan.id), deleted: true } };
  });
}
