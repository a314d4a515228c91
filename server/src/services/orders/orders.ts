import { and, desc, eq } from 'drizzle-orm';
import type { Order } from '@port/shared/contracts/order';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { customerBanks } from '../../db/schema/customers';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';
import { toOrder, type OrderRow } from './order-view';
import { businessNow } from '../../lib/clock';
import { bangkokTime, DEFAULT_CUTOFF } from '@port/shared/domain/business-days';
import { formatDateTime } from '@port/shared/format/date';
import { cutoffPassedMessage } from '../../http/messages';
import { fundsByCode } from '../funds/navs';
import { recordOrderEvents, type AuditContext } from './order-events';

export async function banksOf(db: Db, customerId: string) {
  const rows = await db.select().from(customerBanks).where(eq(customerBanks.customerId, customerId));
  return new Map(rows.map((b) => [b.id, b]));
}

export async function toOrders(db: Db, customerId: string, rows: OrderRow[]): Promise<Order[]> {
  const banks = await banksOf(db, customerId);
  return rows.map((row) => toOrder(row, row.bankId ? banks.get(row.bankId) : undefined));
}

export async function pendingOrdersOfPlan(db: Db, customerId: string, planId: number): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.planId, planId), eq(orders.status, 'pending')))
    .orderBy(desc(orders.orderDate), desc(orders.id));
  return toOrders(db, customerId, rows);
}

/** An order's cut-off: stored since migration 0008, else the fund's cut-off on its trade date. */
async function cutoffOf(db: Db, row: OrderRow): Promise<Date> {
  if (row.cutoffAt) return row.cutoffAt;
  const fund = (await fundsByCode(db, [row.fundCode])).get(row.fundCode);
  return bangkokTime(row.tradeDate, fund?.cutoffTime ?? DEFAULT_CUTOFF);
}

/**
 * Cancels a pending order of this customer before its cut-off (spec §4: it leaves the pending
 * list; issue 8: after the cut-off it is 422, and the cancel is an audit event in the same
 * transaction). Another customer's reference is "not found"; a second cancel is 409.
 */
export async function cancelOrder(db: Db, customerId: string, virRefTransNo: string, audit: AuditContext): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.virRefTransNo, virRefTransNo)))
      .for('update');
    if (!row) throw new HttpError(404, 'NOT_FOUND', messages.orderNotFound);
    if (row.status === 'cancelled') throw new HttpError(409, 'CONFLICT', messages.orderAlreadyCancelled);
    if (row.status !== 'pending') throw new HttpError(409, 'CONFLICT', messages.orderNotCancellable);
    const now = businessNow();
    const cutoff = await cutoffOf(tx, row);
    if (now.getTime() >= cutoff.getTime()) throw new HttpError(422, 'CUTOFF_PASSED', cutoffPassedMessage(formatDateTime(cutoff)));
    await tx.update(orders).set({ status: 'cancelled', cancelledAt: now }).where(eq(orders.id, row.id));
    await recordOrderEvents(tx, audit, [
      {
        kind: 'cancelled',
        customerId,
        planId: row.planId,
        orderId: row.id,
        orderNo: row.orderNo,
        checkoutId: row.checkoutId,
        channel: 'port-web',
      },
    ]);
  });
}
