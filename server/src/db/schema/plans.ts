import { boolean, check, integer, jsonb, numeric, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { dcaStatusSchema, planStatusServerSchema, planTypeSchema, praStatusSchema } from '@port/shared/contracts/enums';
import { oneOf } from './checks';
import { customers } from './customers';
import { accounts } from './accounts';

export type ModelAllocation = { fund_code: string; weight: number };

/** An investment plan (spec §3 "Plan detail".plan); slot is unique per customer and account type. */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    accountType: text('account_type').notNull(),
    planSlot: integer('plan_slot').notNull(),
    planName: text('plan_name').notNull(),
    planType: text('plan_type').notNull(),
    goalType: text('goal_type'),
    goalTimeframe: integer('goal_timeframe'),
    goalMoney: numeric('goal_money', { precision: 20, scale: 2 }),
    initial: numeric('initial', { precision: 20, scale: 2 }).notNull(),
    contribution: numeric('contribution', { precision: 20, scale: 2 }).notNull(),
    riskLevel: integer('risk_level').notNull(),
    /** Plan status from the server (spec §4). */
    status: text('status').notNull().default('none'),
    praStatus: text('pra_status').notNull().default('NONE'),
    canRedraft: boolean('can_redraft').notNull().default(false),
    /** Target allocation of the plan; empty when the plan follows no model port. */
    model: jsonb('model').$type<ModelAllocation[]>().notNull(),
    /** Model-portfolio code shown as plan.model (spec §3 "has model port"). */
    modelCode: text('model_code'),
    /** Plan-level DCA status (spec §4 DCA: none, need-adjustment, need-set, need-remove, match). */
    dcaStatus: text('dca_status').notNull().default('none'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** Set when the customer dismisses the current proposal order (DELETE proposal-order, spec §7). */
    proposalDismissedAt: timestamp('proposal_dismissed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('plans_customer_slot').on(t.customerId, t.accountType, t.planSlot),
    check('plans_status_check', oneOf(t.status, planStatusServerSchema.options)),
    check('plans_pra_status_check', oneOf(t.praStatus, praStatusSchema.options)),
    check('plans_dca_status_check', oneOf(t.dcaStatus, dcaStatusSchema.options)),
    check('plans_plan_type_check', oneOf(t.planType, planTypeSchema.options)),
  ],
);
