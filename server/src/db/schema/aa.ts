import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

export const AA_JOB_ACTIONS = ['enable', 'pause'] as const;
export const AA_JOB_STATUSES = ['pending', 'done', 'failed'] as const;

/**
 * Each AA toggle a customer asks for (issue 22 item 4: spec §3 Pra.aa is_job_running / toggle_status
 * come from here). Turning on is applied by the AA job (`services/plans/aa-jobs.ts`, run by the
 * embedded back office's worker) and is `pending` until then; pausing stops at once and is recorded
 * `done`. At most one pending job per plan (partial unique index). `previous_state` is what a failed
 * job puts back.
 */
export const aaJobs = pgTable(
  'aa_jobs',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    action: text('action').notNull(),
    status: text('status').notNull(),
    previousState: text('previous_state').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
  },
  (t) => [
    uniqueIndex('aa_jobs_one_pending_per_plan')
      .on(t.planId)
      .where(sql`${t.status} = 'pending'`),
    index('aa_jobs_plan_idx').on(t.planId, t.id),
    check('aa_jobs_action_check', oneOf(t.action, AA_JOB_ACTIONS)),
    check('aa_jobs_status_check', oneOf(t.status, AA_JOB_STATUSES)),
    check('aa_jobs_previous_state_check', oneOf(t.previousState, autoAllocationStateSchema.options)),
    check('aa_jobs_finished_check', sql`(${t.status} = 'pending') = (${t.finishedAt} is null)`),
  ],
);
