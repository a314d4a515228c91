import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CheckoutResult } from '@port/shared/contracts/fast-checkout';
import { formatMoney } from '@port/shared/format/number';
import type { Db } from '../../db/client';
import type { OrderEventAcknowledgements } from '../../db/schema/order-events';
import { checkouts, orders } from '../../db/schema/orders';
import { plans } from '../../db/schema/plans';
import { customerBanks } from '../../db/schema/customers';
import { bangkokDate } from '../../lib/dates';
import { businessNow } from '../../lib/clock';
import { fromScaled, money, MONEY, toScaled, UNITS } from '../../lib/decimal';
import { HttpError } from '../../http/errors';
import { belowMinimumMessage, messages } from '../../http/messages';
import { fundOrderDates } from '../funds/fund-dates';
import { fundsByCode } from '../funds/navs';
import { toOrders } from './orders';
import { nextOrderNumber, recordOrderEvents, type AuditContext } from './order-events';
import type { OrderLine } from './order-lines';
import { planById, type PlanRow } from '../plans/plans';
import { assertMayTrade, assertRiskAcknowledged, customerRow, riskierFunds } from '../customer/trade-guard';
import { assertTaxFundAcknowledged, taxFundAcknowledgement, taxFundBuys } from '../tax/tax-fund-guard';

/** What a checkout places, computed inside the transaction once the plan is locked. */
export type Prepared = {
  lines: OrderLine[];
  bankId: string | null;
  /** A write that belongs with the orders (e.g. the plan update of a proposal order). */
  alsoWrite?: (tx: Db) => Promise<void>;
  /** What the customer accepted for a line beyond the risk (recorded with its 'placed' event). */
  acknowledgements?: (line: OrderLine) => OrderEventAcknowledgements;
};

export type CheckoutSpec = {
  customerId: string;
  /** The plan id as the body sent it. */
  planId: string;
  kind: string;
  idempotencyKey: string;
  source: string;
  /** What the customer asked for beyond kind and plan; a reused key must ask the same. */
  request: { amount: bigint | null; bankId: string | null; comboId: string | null };
  riskAcknowledged: boolean;
  /** The holding conditions of the tax-saving funds bought were accepted (every path: issue 17 item 2). */
  taxFundAcknowledged: boolean;
  audit: AuditContext;
  /** The error when there is nothing to order (default: no proposal lines). */
  whenEmpty?: HttpError;
  prepare: (tx: Db, plan: PlanRow) => Promise<Prepared>;
};

export async function assertOwnBank(db: Db, customerId: string, bankId: string): Promise<void> {
  const [bank] = await db
    .select({ id: customerBanks.id })
    .from(customerBanks)
    .where(and(eq(customerBanks.id, bankId), eq(customerBanks.customerId, customerId)));
  if (!bank) throw new HttpError(404, 'NOT_FOUND', messages.bankNotFound);
}

/** Checkout never takes less than the minimum the previews advertise (spec §7): 422 BELOW_MINIMUM. */
export function assertAtLeast(amount: bigint, minimum: bigint): void {
  if (amount < minimum) throw new HttpError(422, 'BELOW_MINIMUM', belowMinimumMessage(formatMoney(money(minimum))));
}

const numericPlanId = (planId: string): number => (/^\d{1,9}$/.test(planId) ? Number(planId) : NaN);

/** SHA-256 of the canonical request: kind, plan, amount (exact, 2 decimals), bank and combo. */
export function requestHash(spec: Pick<CheckoutSpec, 'kind' | 'planId' | 'request'>): string {
  const { amount, bankId, comboId } = spec.request;
  const canonical = JSON.stringify([
    spec.kind,
    numericPlanId(spec.planId),
    amount === null ? null : fromScaled(amount, MONEY),
    bankId,
    comboId,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * The checkout this key already placed, if any. Looked at before anything else, so a retry gets
 * its first answer (not a 404 or 422 from a check that no longer holds): another plan or endpoint
 * is 409, the same with another amount, bank or combo 422 IDEMPOTENCY_MISMATCH.
 */
async function existingCheckout(db: Db, spec: CheckoutSpec): Promise<number | null> {
  const [existing] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.customerId, spec.customerId), eq(checkouts.idempotencyKey, spec.idempotencyKey)));
  if (!existing) return null;
  const endpoint = (kind: string) => (kind.startsWith('tsf-combo:') ? 'tsf-combo' : kind);
  if (existing.planId !== numericPlanId(spec.planId) || endpoint(existing.kind) !== endpoint(spec.kind)) {
    throw new HttpError(409, 'CONFLICT', 'idempotency_key นี้ถูกใช้กับคำสั่งอื่นแล้ว');
  }
  // Checkouts stored before the hash existed (null) keep answering their first result.
  if (existing.requestHash !== null && existing.requestHash !== requestHash(spec)) {
    throw new HttpError(422, 'IDEMPOTENCY_MISMATCH', messages.idempotencyMismatch);
  }
  return existing.id;
}

async function checkoutResult(db: Db, customerId: string, planId: number, checkoutId: number): Promise<CheckoutResult> {
  const rows = await db.select().from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(orders.id);
  return {
    checkout_id: String(checkoutId),
    plan_id: String(planId),
    orders: await toOrders(db, customerId, rows),
    total_amount: money(rows.reduce((t, r) => t + (r.orderType === 'buy' && r.amount ? toScaled(r.amount, MONEY) : 0n), 0n)),
  };
}

/**
 * Places a checkout once per (customer, idempotency key) (issue 8): the plan row is locked
 * (SELECT … FOR UPDATE) and the lines are computed inside the same transaction as the insert, so
 * concurrent redeems never sell more than is held; who may trade and the risk acknowledgement are
 * checked against the lines; order numbers come from a sequence; every order gets a 'placed'
 * audit event in the same transaction.
 */
export async function placeCheckout(db: Db, spec: CheckoutSpec): Promise<CheckoutResult> {
  const replay = await existingCheckout(db, spec);
  if (replay !== null) return checkoutResult(db, spec.customerId, numericPlanId(spec.planId), replay);
  const customer = await customerRow(db, spec.customerId);
  const plan = await planById(db, spec.customerId, spec.planId);
  assertMayTrade(customer, 'any');
  const checkoutId = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, plan.id)).for('update');
    // A concurrent retry with this key that held the lock first has placed it: answer that.
    const placed = await existingCheckout(tx, spec);
    if (placed !== null) return placed;
    const prepared = await spec.prepare(tx, plan);
    if (prepared.lines.length === 0) throw spec.whenEmpty ?? new HttpError(422, 'NOTHING_TO_ORDER', messages.noProposal);
    assertMayTrade(customer, prepared.lines);
    const funds = await fundsByCode(
      tx,
      prepared.lines.map((l) => l.fundCode),
    );
    const riskier = riskierFunds(customer, prepared.lines, funds);
    assertRiskAcknowledged(riskier, spec.riskAcknowledged);
    const now = businessNow();
    const taxBuys = taxFundBuys(prepared.lines, funds, now);
    assertTaxFundAcknowledged(taxBuys, spec.taxFundAcknowledged);
    const [created] = await tx
      .insert(checkouts)
      .values({
        customerId: spec.customerId,
        planId: plan.id,
        kind: spec.kind,
        idempotencyKey: spec.idempotencyKey,
        requestHash: requestHash(spec),
      })
      .onConflictDoNothing()
      .returning({ id: checkouts.id });
    // Lost a race with a concurrent retry for another plan: it answers as that checkout would.
    if (!created) return (await existingCheckout(tx, spec)) ?? 0;
    const today = bangkokDate(now);
    const events = [];
    for (const [index, line] of prepared.lines.entries()) {
      const fund = funds.get(line.fundCode);
      const dates = fundOrderDates(now, line.orderType, fund);
      const numbers = await nextOrderNumber(tx, today);
      const acknowledged = riskier.includes(line.fundCode);
      const [order] = await tx
        .insert(orders)
        .values({
          customerId: spec.customerId,
          planId: plan.id,
          ...numbers,
          orderType: line.orderType,
          source: spec.source,
          fundCode: line.fundCode,
          taxType: fund?.taxType ?? 'none',
          amount: line.amount === null ? null : fromScaled(line.amount, MONEY),
          unit: line.units === null ? null : fromScaled(line.units, UNITS),
          status: 'pending',
          orderDate: now,
          tradeDate: dates.tradeDate,
          navDate: dates.navDate,
          expectedDate: dates.settlementDate,
          cutoffAt: dates.cutoffAt,
          riskAcknowledged: acknowledged,
          bankId: prepared.bankId,
          paymentMethod: 'ats',
          idempotencyKey: `${spec.idempotencyKey}:${index + 1}`,
          checkoutId: created.id,
        })
        .returning({ id: orders.id, orderNo: orders.orderNo });
      events.push({
        kind: 'placed' as const,
        customerId: spec.customerId,
        planId: plan.id,
        orderId: order!.id,
        orderNo: order!.orderNo,
        checkoutId: created.id,
        channel: spec.source,
        idempotencyKey: spec.idempotencyKey,
        acknowledgements: {
          ...(acknowledged ? { risk_acknowledged: true, riskier_funds: [line.fundCode] } : {}),
          ...taxFundAcknowledgement(taxBuys, line),
          ...prepared.acknowledgements?.(line),
        },
      });
    }
    await recordOrderEvents(tx, spec.audit, events);
    await prepared.alsoWrite?.(tx);
    return created.id;
  });
  return checkoutResult(db, spec.customerId, plan.id, checkoutId);
}
