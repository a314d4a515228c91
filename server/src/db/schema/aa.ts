import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { plans } from './plans';
import { customers } from './customers';

/** Automatic allocation per plan (spec §4 "Auto-allocation state": enabled, paused, not_enabled). */
export const planAutomaticAllocation = pgTable('plan_automatic_allocation', {
  planId: integer('plan_id').primaryKey().references(() => plans.id),
  state: text('state').notNull(),
  canEnable: boolean('can_enable').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Features a customer has acknowledged per plan, e.g. aa_welcome (spec §3 show_feature_acknowledgement). */
export const featureAcknowledgements = pgTable(
  'feature_acknowledgements',
  {
    customerId: text('customer_id').notNull().references(() => customers.id),
    planId: integer('plan_id').notNull().references(() => plans.id),
    feature: text('feature').notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.planId, t.feature] })],
);
