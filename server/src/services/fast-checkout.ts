import { eq } from 'drizzle-orm';
import type { BatchType } from '@port/shared/contracts/enums';
import type { BatchCheckoutBody, CheckoutResult, PraCheckoutBody, ProposalCheckoutBody, TsfComboCheckoutBody } from '@port/shared/contracts/fast-checkout';
import type { Db } from '../db/client';
import { fundCombos } from '../db/schema/funds';
import { plans } from '../db/schema/plans';
import { pra } from '../db/schema/pra';
import { HttpError } from '../http/errors';
import { messages } from '../http/messages';
import { MONEY, toScaled } from '../lib/decimal';
import { batchLines, minBatchAmount } from './batch';
import { assertAtLeast, assertOwnBank, placeCheckout } from './checkout';
import { comboMinAmount } from './combo-minimum';
import { fundsByCode } from './navs';
import { planHoldings, proposalLines, splitByWeights } from './order-lines';
import { planById } from './plans';

/** The plan's regular investment, bought now by its set-up amount and bank. */
export async function checkoutPra(db: Db, customerId: string, body: PraCheckoutBody): Promise<CheckoutResult> {
  const plan = await planById(db, customerId, body.plan_id);
  const [setup] = await db.select().from(pra).where(eq(pra.planId, plan.id));
  if (!setup) throw new HttpError(422, 'NO_PRA', 'แผนนี้ยังไม่ได้ตั้งค่าการลงทุนสม่ำเสมอ');
  const lines = splitByWeights(toScaled(setup.totalAmount, MONEY), plan.model);
  return placeCheckout(db, { customerId, plan, kind: 'pra', idempotencyKey: body.idempotency_key, bankId: setup.bankId, source: body.source, lines, request: { amount: null, bankId: null, comboId: null } });
}

/** A tax-saving combo split by its weights, at least the combo's minimum. */
export async function checkoutTsfCombo(db: Db, customerId: string, body: TsfComboCheckoutBody): Promise<CheckoutResult> {
  const plan = await planById(db, customerId, body.plan_id);
  await assertOwnBank(db, customerId, body.bank_id);
  const [combo] = await db.select().from(fundCombos).where(eq(fundCombos.id, body.combo_id));
  if (!combo) throw new HttpError(404, 'NOT_FOUND', messages.comboNotFound);
  const amount = toScaled(body.amount, MONEY);
  assertAtLeast(amount, comboMinAmount(combo.allocations, await fundsByCode(db, combo.allocations.map((a) => a.fund_code))));
  const lines = splitByWeights(amount, combo.allocations);
  return placeCheckout(db, { customerId, plan, kind: `tsf-combo:${combo.id}`, idempotencyKey: body.idempotency_key, bankId: body.bank_id, source: 'port-web', lines, request: { amount, bankId: body.bank_id, comboId: combo.id } });
}

/**
 * The plan's proposal order. The orders and the plan update (the proposal has been acted on: it
 * no longer shows until the plan drifts again) are one transaction.
 */
export async function checkoutProposal(db: Db, customerId: string, body: ProposalCheckoutBody): Promise<CheckoutResult> {
  const plan = await planById(db, customerId, body.plan_id);
  await assertOwnBank(db, customerId, body.bank_id);
  const lines = plan.proposalDismissedAt ? [] : proposalLines(plan, await planHoldings(db, plan));
  const alsoWrite = async (tx: Db) => void (await tx.update(plans).set({ proposalDismissedAt: new Date(), status: 'on_process' }).where(eq(plans.id, plan.id)));
  return placeCheckout(db, { customerId, plan, kind: 'proposal-order', idempotencyKey: body.idempotency_key, bankId: body.bank_id, source: 'PROPOSAL_ORDER', lines, request: { amount: null, bankId: body.bank_id, comboId: null }, alsoWrite });
}

/** initial / topup (at least the advertised minimum), rebalance, redeem (never more than is sellable). */
export async function checkoutBatch(db: Db, customerId: string, batchType: BatchType, body: BatchCheckoutBody): Promise<CheckoutResult> {
  const plan = await planById(db, customerId, body.plan_id);
  await assertOwnBank(db, customerId, body.bank_id);
  const held = await planHoldings(db, plan);
  const amount = toScaled(body.amount, MONEY);
  if (batchType === 'initial' || batchType === 'topup') assertAtLeast(amount, await minBatchAmount(db, plan, held));
  const lines = await batchLines(batchType, plan, held, body.amount);
  // Units already queued in pending sells are not sellable again (review finding: over-redemption).
  const whenEmpty = batchType === 'redeem' ? new HttpError(422, 'NOTHING_TO_SELL', messages.nothingToSell) : undefined;
  return placeCheckout(db, { customerId, plan, kind: `batch:${batchType}`, idempotencyKey: body.idempotency_key, bankId: body.bank_id, source: 'port-web', lines, request: { amount, bankId: body.bank_id, comboId: null }, ...(whenEmpty ? { whenEmpty } : {}) });
}
