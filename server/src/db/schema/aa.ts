import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { autoAllocationStateSchema } from '@port/shared/contracts/enums';
import { oneOf } from './checks';
import { customerIdColumn, planIdColumn } from './owner-columns';
import { plans } from './plans';

/** Automatic allocation per plan (spec §4 "Auto-allocation state": enabled, paused, not_enabled). */
export const planAutomaticAllocation = pgTable(
  'plan_automatic_allocation',
  {
    planId: integer('plan_id')
      .primaryKey()
      .references(() => plans.id),
    state: text('state').notNull(),
    canEnable: boolean('can_enable').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('plan_automatic_allocation_state_check', oneOf(t.state, autoAllocationStateSchema.options))],
);

/** Features a customer has acknowledged per plan, e.g. aa_welcome (spec §3 show_feature_acknowledgement). */
export const featureAcknowledgements = pgTable(
  'feature_acknowledgements',
  {
    customerId: customerIdColumn(),
    planId: planIdColumn(),
    feature: text('feature').notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.planId, t.feature] })],
);
