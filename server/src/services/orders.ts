import { and, desc, eq } from 'drizzle-orm';
import type { Order } from '@port/shared/contracts/order';
import type { Db } from '../db/client';
import { orders } from '../db/schema/orders';
import { customerBanks } from '../db/schema/customers';
import { HttpError } from '../http/errors';
import { messages } from '../http/messages';
import { toOrder, type OrderRow } from './order-view';
import { businessNow } from '../lib/clock';

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

/**
 * Cancels a pending order of this customer (spec §4: it leaves the pending list). Another
 * customer's reference is "not found"; a second cancel is 409.
 */
export async function cancelOrder(db: Db, customerId: string, virRefTransNo: string): Promise<void> {
  const [updated] = await db
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: businessNow() })
    .where(and(eq(orders.customerId, customerId), eq(orders.virRefTransNo, virRefTransNo), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  if (updated) return;
  const [existing] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.virRefTransNo, virRefTransNo)));
  if (!existing) throw new HttpError(404, 'NOT_FOUND', messages.orderNotFound);
  if (existing.status === 'cancelled') throw new HttpError(409, 'CONFLICT', messages.orderAlreadyCancelled);
  throw new HttpError(409, 'CONFLICT', messages.orderNotCancellable);
}
