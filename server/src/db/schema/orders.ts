import { boolean, check, date, index, integer, numeric, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { orderTypeSchema } from '@port/shared/contracts/enums';
import { ORDER_STATUSES, oneOf } from './checks';
import { customerIdColumn, planIdColumn } from './owner-columns';
import { customers } from './customers';
import { plans } from './plans';

/** A mutual-fund order (spec §3 "Order"); `idempotencyKey` makes fast checkout safe to retry. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    planId: integer('plan_id').references(() => plans.id),
    orderNo: text('order_no').notNull().unique(),
    virRefTransNo: text('vir_ref_trans_no').notNull().unique(),
    orderType: text('order_type').notNull(),
    /** Which checkout created it: batch type, tsf-combo, proposal-order, pra, seed. */
    source: text('source').notNull(),
    fundCode: text('fund_code').notNull(),
    taxType: text('tax_type').notNull(),
    swToFund: text('sw_to_fund'),
    amount: numeric('amount', { precision: 20, scale: 2 }),
    unit: numeric('unit', { precision: 20, scale: 4 }),
    /** pending, cancelled or completed. */
    status: text('status').notNull(),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull(),
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    expectedDate: date('expected_date', { mode: 'string' }).notNull(),
    bankId: text('bank_id'),
    paymentMethod: text('payment_method').notNull(),
    /** The checkout's key plus the line number, e.g. '4f1c…:2'. */
    idempotencyKey: text('idempotency_key'),
    checkoutId: integer('checkout_id'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The fund's cut-off on the trade date: after it the order can no longer be cancelled (issue 8). */
    cutoffAt: timestamp('cutoff_at', { withTimezone: true }),
    /** The NAV date the order gets (Thai business days, issue 8). */
    navDate: date('nav_date', { mode: 'string' }),
    /** The customer acknowledged this fund is riskier than their suitability level. */
    riskAcknowledged: boolean('risk_acknowledged').notNull().default(false),
  },
  (t) => [
    unique('orders_customer_idempotency').on(t.customerId, t.idempotencyKey),
    // Pending orders per plan are read by every plan list, detail and asset summary.
    index('orders_plan_status_idx').on(t.planId, t.status),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_order_type_check', oneOf(t.orderType, orderTypeSchema.options)),
  ],
);

/** One fast-checkout attempt; (customer, idempotency_key) is unique so a retried POST places nothing twice. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: serial('id').primaryKey(),
    customerId: customerIdColumn(),
    planId: planIdColumn(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the canonical request (kind, plan, amount, bank, combo): a reused key with another body is refused. */
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('checkouts_customer_idempotency').on(t.customerId, t.idempotencyKey)],
);
