import { z } from 'zod';
import { idSchema, moneySchema, percentSchema, riskLevelSchema, planSlotSchema } from './common';
import {
  dcaStatusSchema,
  praStatusSchema,
  openAccountReadinessSchema,
  planStatusServerSchema,
  planTypeSchema,
  productAccountTypeSchema,
  segregateAccountStatusSchema,
} from './enums';
import { visualStatusSchema } from './visual-status';

/** One plan on the plan list (spec §3 "Plan list data"). */
export const planListItemSchema = z.object({
  plan_id: idSchema,
  plan_slot: planSlotSchema,
  plan_name: z.string(),
  plan_type: planTypeSchema,
  plan_type_display: z.string(),
  plan_type_badge_url: z.string().nullable(),
  risk_level: riskLevelSchema,
  risk_level_text: z.string(),
  aum: moneySchema,
  cost: moneySchema,
  unrealized_pl: moneySchema,
  unrealized_percentage: percentSchema,
  plan_status: planStatusServerSchema,
  is_aa_enabled: z.boolean(),
  /** Ours (issue 13 item 6): the plan's DCA state, so the list and the DCA alert can name the plan. */
  dca_status: dcaStatusSchema.optional(),
  /** Ours (issue 22): the plan's PRA state, so the PRA_ERROR card can name the plan whose debit failed. */
  pra_status: praStatusSchema.optional(),
  /**
   * Ours (issue 13 item 2, review item 1): a goal or goe plan whose expected value at its goal date
   * is below its goal, judged like the plan page (shared/domain/goal-shortfall); null when on track
   * or without a goal.
   */
  goal_shortfall: z
    .object({ expected: moneySchema, goal: moneySchema, shortfall: moneySchema, date: z.string() })
    .nullable()
    .optional(),
  /**
   * Ours (issue 22 item 2, spec §4 need-topup-min-invest): a plan that holds something but is worth
   * less than its model's minimum (shared/domain/plan-topup): the minimum and the amount still to
   * invest; null when at or above it, empty, or without a model.
   */
  min_invest_topup: z.object({ minimum: moneySchema, topup: moneySchema }).nullable().optional(),
  /** Ours (issue 13 review item 3): how many of the plan's orders are still pending, shown as its own line. */
  pending_order_count: z.number().int().nonnegative().optional(),
});
export type PlanListItem = z.infer<typeof planListItemSchema>;

/** An account with its plans. `status` uses the segregate superset of account statuses. */
export const planListAccountSchema = z.object({
  account_type: productAccountTypeSchema,
  account_code: z.string().nullable(),
  status: segregateAccountStatusSchema,
  aum: moneySchema,
  plans: z.array(planListItemSchema),
});
export type PlanListAccount = z.infer<typeof planListAccountSchema>;

/** can_oa flags; each starts as NOT_READY on the client (spec §3). */
export const canOaSchema = z.object({
  siam_validus: openAccountReadinessSchema,
  daingern_invest: openAccountReadinessSchema,
  kkp_savings: openAccountReadinessSchema,
  omnibus: openAccountReadinessSchema,
  segregate: openAccountReadinessSchema,
});
export type CanOa = z.infer<typeof canOaSchema>;

export const INITIAL_CAN_OA: CanOa = {
  siam_validus: 'NOT_READY',
  daingern_invest: 'NOT_READY',
  kkp_savings: 'NOT_READY',
  omnibus: 'NOT_READY',
  segregate: 'NOT_READY',
};

/** customer.agent: the agent (unitholder) account, null when the customer has none. */
export const customerAgentSchema = z.object({
  agent_account_id: idSchema,
  agent_name: z.string(),
});

export const planListDataSchema = z.object({
  visual_status: visualStatusSchema,
  accounts: z.array(planListAccountSchema),
  can_oa: canOaSchema,
  customer: z.object({ agent: customerAgentSchema.nullable() }),
});
export type PlanListData = z.infer<typeof planListDataSchema>;
