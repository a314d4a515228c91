import { z } from 'zod';
import { amountOrZeroInputSchema, planNameSchema, planSlotSchema, riskLevelSchema } from './common';
import { accountTypeSchema } from './enums';
import { goalTypeSchema } from './plan';

/** Draft action (spec §3): Create = 1 (default), Edit = 2. */
export const DRAFT_ACTION = { Create: 1, Edit: 2 } as const;
export const draftActionSchema = z.union([z.literal(1), z.literal(2)]);
export type DraftAction = z.infer<typeof draftActionSchema>;

/**
 * Plan-create draft input (spec §3), kept client-side by the plan-create flow.
 * target = goal money, goal = goal type, timeframe in years.
 */
export const planDraftSchema = z.object({
  target: amountOrZeroInputSchema.nullable().default(null),
  goal: goalTypeSchema.nullable().default(null),
  timeframe: z.number().int().min(1).max(60).nullable().default(null),
  initial: amountOrZeroInputSchema.default(0),
  contribution: amountOrZeroInputSchema.default(0),
  displayRiskLevel: riskLevelSchema.nullable().default(null),
  planName: planNameSchema.or(z.literal('')).default(''),
  skipGoal: z.boolean().default(false),
  skipTimeframe: z.boolean().default(false),
  skipContribution: z.boolean().default(false),
  action: draftActionSchema.default(DRAFT_ACTION.Create),
  accountType: accountTypeSchema.default('omnibus'),
  planSlot: planSlotSchema.nullable().default(null),
});
export type PlanDraft = z.output<typeof planDraftSchema>;
export type PlanDraftInput = z.input<typeof planDraftSchema>;

export const emptyPlanDraft = (): PlanDraft => planDraftSchema.parse({});
