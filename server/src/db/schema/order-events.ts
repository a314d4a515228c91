import { check, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from './checks';
import { customers } from './customers';

/** Order numbers come from this sequence (issue 8): unique by construction, never a clash to retry. */
export const orderNoSeq = pgSequence('order_no_seq', { startWith: 1000, increment: 1 });

/** What an order event records (issue 8 audit trail). */
export const ORDER_EVENT_KINDS = ['placed', 'cancelled', 'aa_disclaimer_accepted'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** Acknowledgements the customer gave with the change, e.g. a fund riskier than their suitability level. */
export type OrderEventAcknowledgements = {
  risk_acknowledged?: boolean;
  riskier_funds?: string[];
  disclaimer?: string;
  /** A sell of tax-saving units inside their holding conditions, accepted (issue 8; spec §1). */
  tax_holding_acknowledged?: boolean;
  sellable_from?: string | null;
  /** A buy of a tax-saving fund whose holding conditions were accepted (issue 8 review item 4; spec §1). */
  tax_fund_acknowledged?: boolean;
  /** That buy's holding rule as the customer read it (issue 17 item 2). */
  holding_rule?: string;
};

/**
 * Append-only audit trail of order changes (issue 8): who, from where, with which key and
 * acknowledgements. Written in the same transaction as the change; a trigger (migration 0008)
 * refuses UPDATE and DELETE.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    planId: integer('plan_id'),
    /** The order concerned (null for events about a plan, like the AA disclaimer). */
    orderId: integer('order_id'),
    orderNo: text('order_no'),
    checkoutId: integer('checkout_id'),
    /** SHA-256 of the session id: ties events to a sign-in without storing the secret. */
    sessionHash: text('session_hash'),
    /** Channel / source of the request ('port-web', 'PROPOSAL_ORDER', ...). */
    channel: text('channel').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    acknowledgements: jsonb('acknowledgements').$type<OrderEventAcknowledgements>().notNull().default({}),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId),
    index('order_events_customer_idx').on(t.customerId, t.createdAt),
    check('order_events_kind_check', oneOf(t.kind, ORDER_EVENT_KINDS)),
  ],
);
