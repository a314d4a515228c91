import { check, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { DCA_PROFILE_STATUSES, oneOf } from './checks';
import { plans } from './plans';

/** A DCA profile (spec §3 trading.dca_profiles, §4 DCA status). */
export const dcaProfiles = pgTable(
  'dca_profiles',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    fundCode: text('fund_code').notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    dayOfMonth: integer('day_of_month').notNull(),
    status: text('status').notNull(),
  },
  (t) => [check('dca_profiles_status_check', oneOf(t.status, DCA_PROFILE_STATUSES))],
);
