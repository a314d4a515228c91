import { check, integer, numeric, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { DCA_PROFILE_STATUSES, oneOf } from './checks';
import { customerIdColumn, planIdColumn } from './owner-columns';
import { requestColumns } from './request-columns';

/** A DCA profile (spec §3 trading.dca_profiles, §4 DCA status). */
export const dcaProfiles = pgTable(
  'dca_profiles',
  {
    id: serial('id').primaryKey(),
    planId: planIdColumn(),
    fundCode: text('fund_code').notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    dayOfMonth: integer('day_of_month').notNull(),
    status: text('status').notNull(),
    /** The customer's bank the monthly debit comes from (issue 17 item 3); null for profiles set up before it was recorded. */
    bankId: text('bank_id'),
  },
  (t) => [check('dca_profiles_status_check', oneOf(t.status, DCA_PROFILE_STATUSES))],
);

/** What a DCA change did: set (set up or adjust the monthly investing) or remove it. */
export const DCA_EVENT_KINDS = ['set', 'remove'] as const;
export type DcaEventKind = (typeof DCA_EVENT_KINDS)[number];

/**
 * Audit trail and idempotency of DCA changes (issue 17 item 3): who, when, from which channel and
 * request, written in the same transaction as the change; (customer, idempotency key) is unique so
 * a retried request changes nothing twice, and its request hash refuses a reused key with another body.
 */
export const dcaEvents = pgTable(
  'dca_events',
  {
    id: serial('id').primaryKey(),
    customerId: customerIdColumn(),
    planId: planIdColumn(),
    kind: text('kind').notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }),
    dayOfMonth: integer('day_of_month'),
    bankId: text('bank_id'),
    ...requestColumns(),
  },
  (t) => [
    unique('dca_events_customer_idempotency').on(t.customerId, t.idempotencyKey),
    check('dca_events_kind_check', oneOf(t.kind, DCA_EVENT_KINDS)),
  ],
);
