import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { atsStatusSchema } from '@port/shared/contracts/ats';
import { BANKS } from '@port/shared/contracts/oa-steps';
import { oneOf } from './checks';
import { customers } from './customers';

/**
 * The automatic debit (ATS) of a customer with an account (issue 22 item 1; spec §4 ATS statuses):
 * one row per customer, its status and the bank details of the last request. The full account
 * number and name are sealed (AES-256-GCM, bound to the customer, as the application's steps);
 * only the bank and the masked number are in clear. Its history is in customer_record_events.
 */
export const atsRegistrations = pgTable(
  'ats_registrations',
  {
    customerId: text('customer_id')
      .primaryKey()
      .references(() => customers.id),
    status: text('status').notNull(),
    bankCode: text('bank_code'),
    accountNoMasked: text('account_no_masked'),
    /** { account_no, account_name } sealed; null before the first request. */
    accountSealed: text('account_sealed'),
    rejectReason: text('reject_reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ats_registrations_status_check', oneOf(t.status, atsStatusSchema.options)),
    check('ats_registrations_bank_check', oneOf(t.bankCode, Object.keys(BANKS))),
  ],
);
