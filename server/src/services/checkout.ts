import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CheckoutResult } from '@port/shared/contracts/fast-checkout';
import { formatMoney } from '@port/shared/format/number';
import type { Db } from '../db/client';
import { checkouts, orders } from '../db/schema/orders';
import { customerBanks } from '../db/schema/customers';
import { bangkokDate, nextBusinessDay } from '../lib/dates';
import { fromScaled, money, MONEY, toScaled, UNITS } from '../lib/decimal';
import { HttpError } from '../http/errors';
import { belowMinimumMessage, messages } from '../http/messages';
import { fundsByCode } from './navs';
import { toOrders } from './orders';
import type { OrderLine } from './order-lines';
import type { PlanRow } from './plans';
import { businessNow } from '../lib/clock';

export type CheckoutInput = {
  customerId: string;
  plan: PlanRow;
  kind: string;
  idempotencyKey: string;
  bankId: string | null;
  source: string;
  lines: OrderLine[];
  /** What the customer asked for beyond kind and plan; a reused key must ask the same. */
  request: { amount: bigint | null; bankId: string | null; comboId: string | null };
  /** The error when there is nothing to order (default: no proposal lines). */
  whenEmpty?: HttpError;
  /** A write that belongs with the orders (e.g. the plan update of a proposal order): same transaction. */
  alsoWrite?: (tx: Db) => Promise<void>;
};

export async function assertOwnBank(db: Db, customerId: string, bankId: string): Promise<void> {
  const [bank] = await db.select({ id: customerBanks.id }).from(customerBanks).where(and(eq(customerBanks.id, bankId), eq(customerBanks.customerId, customerId)));
  if (!bank) throw new HttpError(404, 'NOT_FOUND', messages.bankNotFound);
}

/** Checkout never takes less than the minimum the previews advertise (spec §7): 422 BELOW_MINIMUM. */
export function assertAtLeast(amount: bigint, minimum: bigint): void {
  if (amount < minimum) throw new HttpError(422, 'BELOW_MINIMUM', belowMinimumMessage(formatMoney(money(minimum))));
}

const reference = () => `${bangkokDate().replaceAll('-', '')}${randomBytes(4).toString('hex').toUpperCase()}`;

/** SHA-256 of the canonical request: kind, plan, amount (exact, 2 decimals), bank and combo. */
export function requestHash(input: CheckoutInput): string {
  const { amount, bankId, comboId } = input.request;
  const canonical = JSON.stringify([input.kind, input.plan.id, amount === null ? null : fromScaled(amount, MONEY), bankId, comboId]);
  return createHash('sha256').update(canonical).digest('hex');
}

async function existingCheckout(db: Db, input: CheckoutInput): Promise<number | null> {
  const [existing] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.customerId, input.customerId), eq(checkouts.idempotencyKey, input.idempotencyKey)));
  if (!existing) return null;
  // Another plan or endpoint is another order (409); another combo is the same endpoint with another body.
  const endpoint = (kind: string) => (kind.startsWith('tsf-combo:') ? 'tsf-combo' : kind);
  if (existing.planId !== input.plan.id || endpoint(existing.kind) !== endpoint(input.kind)) {
    throw new HttpError(409, 'CONFLICT', 'idempotency_key นี้ถูกใช้กับคำสั่งอื่นแล้ว');
  }
  // Checkouts stored before the hash existed (null) keep answering their first result.
  if (existing.requestHash !== null && existing.requestHash !== requestHash(input)) {
    throw new HttpError(422, 'IDEMPOTENCY_MISMATCH', messages.idempotencyMismatch);
  }
  return existing.id;
}

/**
 * Places the lines as pending orders once per (customer, idempotency key): a retry with the
 * same key and request answers the orders of the first attempt; the same key for another plan
 * is 409, for the same plan with another amount, bank or combo 422 IDEMPOTENCY_MISMATCH.
 */
export async function placeCheckout(db: Db, input: CheckoutInput): Promise<CheckoutResult> {
  let checkoutId = await existingCheckout(db, input);
  if (checkoutId === null) {
    if (input.lines.length === 0) throw input.whenEmpty ?? new HttpError(422, 'NOTHING_TO_ORDER', messages.noProposal);
    const fundMap = await fundsByCode(db, input.lines.map((l) => l.fundCode));
    checkoutId = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(checkouts)
        .values({ customerId: input.customerId, planId: input.plan.id, kind: input.kind, idempotencyKey: input.idempotencyKey, requestHash: requestHash(input) })
        .onConflictDoNothing()
        .returning({ id: checkouts.id });
      // Lost a race with a concurrent retry: answer what the winner placed.
      if (!created) return (await existingCheckout(tx as unknown as Db, input)) ?? 0;
      const today = bangkokDate();
      const now = businessNow();
      for (const [index, line] of input.lines.entries()) {
        const ref = reference();
        await tx.insert(orders).values({
          customerId: input.customerId, planId: input.plan.id, orderNo: `ORD${ref}`, virRefTransNo: `VRT${ref}`,
          orderType: line.orderType, source: input.source, fundCode: line.fundCode, taxType: fundMap.get(line.fundCode)?.taxType ?? 'none',
          amount: line.amount === null ? null : fromScaled(line.amount, MONEY), unit: line.units === null ? null : fromScaled(line.units, UNITS),
          status: 'pending', orderDate: now, tradeDate: nextBusinessDay(today), expectedDate: nextBusinessDay(today, 2),
          bankId: input.bankId, paymentMethod: 'ats', idempotencyKey: `${input.idempotencyKey}:${index + 1}`, checkoutId: created.id,
        });
      }
      await input.alsoWrite?.(tx as unknown as Db);
      return created.id;
    });
  }
  const rows = await db.select().from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(orders.id);
  return {
    checkout_id: String(checkoutId),
    plan_id: String(input.plan.id),
    orders: await toOrders(db, input.customerId, rows),
    total_amount: money(rows.reduce((t, r) => t + (r.orderType === 'buy' && r.amount ? toScaled(r.amount, MONEY) : 0n), 0n)),
  };
}
