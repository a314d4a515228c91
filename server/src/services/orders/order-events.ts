import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents, type OrderEventAcknowledgements, type OrderEventKind } from '../../db/schema/order-events';

/** The request an order change came with (issue 8 audit trail). */
export type AuditContext = { sessionHash: string | null; ip: string | null; userAgent: string | null };

export type OrderEventInput = {
  kind: OrderEventKind;
  customerId: string;
  planId: number | null;
  orderId?: number | null;
  orderNo?: string | null;
  checkoutId?: number | null;
  channel: string;
  acknowledgements?: OrderEventAcknowledgements;
  idempotencyKey?: string | null;
};

/** Appends events (call inside the transaction of the change they describe). */
export async function recordOrderEvents(tx: Db, audit: AuditContext, events: OrderEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(orderEvents).values(
    events.map((e) => ({
      kind: e.kind,
      customerId: e.customerId,
      planId: e.planId,
      orderId: e.orderId ?? null,
      orderNo: e.orderNo ?? null,
      checkoutId: e.checkoutId ?? null,
      channel: e.channel,
      acknowledgements: e.acknowledgements ?? {},
      idempotencyKey: e.idempotencyKey ?? null,
      sessionHash: audit.sessionHash,
      ip: audit.ip,
      userAgent: audit.userAgent,
    })),
  );
}

/** Rows of a raw query on either driver (node-postgres answers {rows}, PGlite an array or {rows}). */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** The next order number from the database sequence, e.g. 'ORD20261118' + '00001234'. */
export async function nextOrderNumber(tx: Db, day: string): Promise<{ orderNo: string; virRefTransNo: string }> {
  const [row] = rowsOf<{ n: string | number }>(await tx.execute(sql`select nextval('order_no_seq') as n`));
  const n = String(row?.n ?? '').padStart(8, '0');
  if (!/^\d+$/.test(n)) throw new Error('order_no_seq gave no number');
  const stamp = day.replaceAll('-', '');
  return { orderNo: `ORD${stamp}${n}`, virRefTransNo: `VRT${stamp}${n}` };
}
