import { z } from 'zod';
import {
  amountOrZeroInputSchema,
  idempotencyKeySchema,
  idSchema,
  moneySchema,
  planNameSchema,
  planSlotSchema,
  riskLevelSchema,
  sourceSchema,
} from './common';
import { accountTypeSchema, planTypeSchema } from './enums';

/** Plan only (spec §3): GET port private/api/v1/customer-port/plan/only/{planId}. */
export const planOnlySchema = z.object({
  plan_id: idSchema,
  goal_type: z.string().nullable(),
  plan_name: z.string(),
  initial: moneySchema,
  contribution: moneySchema,
  risk_level: riskLevelSchema,
  is_deleted: z.boolean(),
  plan_type: planTypeSchema,
  plan_slot: planSlotSchema,
  account_type: accountTypeSchema,
});
export type PlanOnly = z.infer<typeof planOnlySchema>;

/** GET hybrid/v1/plan-create/plan/{id}: the plan being edited — plan only plus its goal (ours, issue 9). */
export const planForEditSchema = planOnlySchema.extend({
  goal_money: moneySchema.nullable(),
  goal_timeframe: z.number().int().min(1).max(60).nullable(),
});
export type PlanForEdit = z.infer<typeof planForEditSchema>;

/** ?include_deleted=1 */
export const planOnlyQuerySchema = z.object({ include_deleted: z.literal('1').optional() });

/** Goal kinds (not shown in the spec; ours). */
export const goalTypeSchema = z.enum(['retirement', 'education', 'house', 'wealth', 'emergency', 'other']);
export type GoalType = z.infer<typeof goalTypeSchema>;

/**
 * Plan body for create (POST private/api/v2/customer-port/plan/{accountType}) and update
 * (PATCH private/api/v1/customer-port/plan/{accountType}/{planSlot}), "plan body plus source".
 */
export const planBodySchema = z.object({
  // Plan-create names are 1–50 characters (issue 9), counted as the person sees them.
  plan_name: planNameSchema,
  plan_type: planTypeSchema,
  goal_type: goalTypeSchema.nullable().default(null),
  goal_money: amountOrZeroInputSchema.nullable().default(null),
  goal_timeframe: z.number().int().min(1).max(60).nullable().default(null),
  initial: amountOrZeroInputSchema,
  contribution: amountOrZeroInputSchema,
  risk_level: riskLevelSchema,
  source: sourceSchema,
});
export type PlanBody = z.input<typeof planBodySchema>;
export type PlanBodyParsed = z.output<typeof planBodySchema>;

/**
 * Create body: the plan body plus an idempotency key (issue 9): a retried or double-clicked
 * create with the same key answers the plan of the first one instead of making another.
 */
export const planCreateBodySchema = planBodySchema.extend({ idempotency_key: idempotencyKeySchema.optional() });
export type PlanCreateBody = z.input<typeof planCreateBodySchema>;
export type PlanCreateBodyParsed = z.output<typeof planCreateBodySchema>;

/** PATCH private/api/v1/customer-port/plan/{planId}/name */
export const renamePlanBodySchema = z.object({ plan_name: planNameSchema, source: sourceSchema });
export type RenamePlanBody = z.infer<typeof renamePlanBodySchema>;

/** PATCH private/api/v1/customer-port/plan/switch-temp-plan (body not shown; ours). */
export const switchTempPlanBodySchema = z.object({ plan_id: idSchema, source: sourceSchema });
export type SwitchTempPlanBody = z.infer<typeof switchTempPlanBodySchema>;

/** Result of create/update/rename: where the plan lives now. */
export const planRefSchema = z.object({
  plan_id: idSchema,
  plan_slot: planSlotSchema,
  account_type: accountTypeSchema,
  plan_name: z.string(),
});
export type PlanRef = z.infer<typeof planRefSchema>;
/** Result of DELETE .../plan/{accountType}/{planSlot} (delete-flag, spec §1). */
export const planDeletedSchema = planRefSchema.extend({ is_deleted: z.literal(true) });
export type PlanDeleted = z.infer<typeof planDeletedSchema>;

/** Path params shared by plan routes. */
export const accountTypeParamSchema = accountTypeSchema;
export const planIdParamSchema = idSchema;
