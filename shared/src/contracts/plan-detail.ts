import { z } from 'zod';
import {
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  moneySchema,
  percentSchema,
  planSlotSchema,
  riskLevelSchema,
  unitsSchema,
} from './common';
import { accountTypeSchema, fundTaxTypeSchema, planTypeSchema, praStatusSchema } from './enums';
import { orderSchema } from './order';
import { dcaProfileSchema, dcaSchema, praSchema } from './pra';

/** Customer block of the plan detail. */
export const planCustomerSchema = z.object({
  customer_id: idSchema,
  display_name: z.string(),
});

/** One holding of a plan. fund_tax_type is null for funds without a tax benefit. */
export const outstandingSchema = z.object({
  fund_shortcode: z.string(),
  fund_name_th: z.string(),
  fund_tax_type: fundTaxTypeSchema.nullable(),
  units: unitsSchema,
  nav: z.number().finite(),
  nav_date: isoDateSchema,
  aum: moneySchema,
  cost: moneySchema,
  unrealized_pl: moneySchema,
  unrealized_percentage: percentSchema,
  weight: percentSchema,
});
export type Outstanding = z.infer<typeof outstandingSchema>;

/**
 * The plan block of the plan detail (spec §3). `model` is the model-portfolio code the plan
 * follows; empty string or null means "no model port".
 */
export const planFieldsSchema = z.object({
  plan_id: idSchema,
  plan_slot: planSlotSchema,
  plan_name: z.string(),
  plan_type: planTypeSchema,
  plan_type_display: z.string(),
  goal_timeframe: z.number().int().nullable(),
  initial: moneySchema,
  contribution: moneySchema,
  goal_money: moneySchema.nullable(),
  goal_type: z.string().nullable(),
  risk_level: riskLevelSchema,
  risk_level_text: z.string(),
  risk_level_display: z.string(),
  created_at: isoDateTimeSchema,
  account_type: accountTypeSchema,
  pra_status: praStatusSchema,
  slug_name: z.string(),
  can_redraft: z.boolean(),
  plan_type_badge_url: z.string().nullable(),
  is_aa_enabled: z.boolean(),
  account_code: z.string().nullable(),
  model: z.string().nullable(),
});
export type PlanFields = z.infer<typeof planFieldsSchema>;

/**
 * Plan detail: GET port-aggregation v3/cust-port/plan/{accountType}/{planSlot}.
 * `plan.plan_id` is optional on the wire because spec §5 says a response without plan_id
 * must fail with 'ไม่พบข้อมูลแผน'; use `hasPlanId` before using the plan.
 */
export const planDetailSchema = z.object({
  customer: planCustomerSchema,
  outstandings: z.array(outstandingSchema),
  pra: praSchema.nullable(),
  dca: dcaSchema.nullable(),
  plan: planFieldsSchema.partial({ plan_id: true }),
  trading: z.object({
    pending_orders: z.array(orderSchema),
    dca_profiles: z.array(dcaProfileSchema),
  }),
  show_feature_acknowledgement: z.object({ aa_welcome: z.boolean() }),
});
export type PlanDetailWire = z.infer<typeof planDetailSchema>;
export type PlanDetail = Omit<PlanDetailWire, 'plan'> & { plan: PlanFields };

export const hasPlanId = (detail: PlanDetailWire): detail is PlanDetail =>
  typeof detail.plan.plan_id === 'string' && detail.plan.plan_id.length > 0;
