import { check, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from './checks';
import { customers } from './customers';

/** What a customer-record event records (issue 18): the renewals of the customer's own record. */
export const CUSTOMER_RECORD_EVENT_KINDS = [
  'suitability_renewed',
  'kyc_reviewed',
  'id_card_updated',
  // Issue 22: the automatic debit (ATS) sent by the customer, then confirmed or refused by the bank.
  'ats_requested',
  'ats_confirmed',
  'ats_rejected',
] as const;
export type CustomerRecordEventKind = (typeof CUSTOMER_RECORD_EVENT_KINDS)[number];

/** The part of the record before and after the change, e.g. { suit_risk_level: 7, suit_expiry: '2028-11-18' }. */
export type CustomerRecordValues = Record<string, string | number | null>;

/**
 * Append-only audit trail of the customer's record (issue 18): who, when, from which channel and
 * sign-in, the old and new values. Written in the transaction of the change; a trigger (migration
 * 0012) refuses UPDATE and DELETE. Personal data (addresses, ID numbers) never goes in here.
 */
export const customerRecordEvents = pgTable(
  'customer_record_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Channel of the request ('port-web'). */
    channel: text('channel').notNull(),
    /** SHA-256 of the session id (as the order audit trail). */
    sessionHash: text('session_hash'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    before: jsonb('before').$type<CustomerRecordValues>().notNull(),
    after: jsonb('after').$type<CustomerRecordValues>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('customer_record_events_customer_idx').on(t.customerId, t.createdAt),
    check('customer_record_events_kind_check', oneOf(t.kind, CUSTOMER_RECORD_EVENT_KINDS)),
  ],
);
