import { check, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { praStatusSchema } from '@port/shared/contracts/enums';
import { oneOf } from './checks';
import { plans } from './plans';

/** Regular investment (PRA) set up for a plan (spec §3 "Pra"). */
export const pra = pgTable(
  'pra',
  {
    planId: integer('plan_id')
      .primaryKey()
      .references(() => plans.id),
    status: text('status').notNull(),
    praDate: integer('pra_date').notNull(),
    totalAmount: numeric('total_amount', { precision: 20, scale: 2 }).notNull(),
    topupAmount: numeric('topup_amount', { precision: 20, scale: 2 }).notNull(),
    minInvest: numeric('min_invest', { precision: 20, scale: 2 }).notNull(),
    bankId: text('bank_id').notNull(),
    /** Why the last debit failed (spec §3 Pra error_code, error_message), while the status is PRA_ERROR. */
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
  },
  (t) => [check('pra_status_check', oneOf(t.status, praStatusSchema.options))],
);
