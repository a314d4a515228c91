import { z } from 'zod';
import { moneySchema, percentSchema } from './common';
import { proportionSliceSchema } from './plans-summary';

/** Market timing (spec §3); also GET port private/api/v1/customer-port/market-timing/{id}. */
export const marketTimingSchema = z.object({
  warning_fund_list: z.array(z.string()),
  hold_to_fund_shortcode: z.string().nullable(),
  title: z.string(),
  sub_title: z.string(),
  link: z.string().nullable(),
});
export type MarketTiming = z.infer<typeof marketTimingSchema>;

export const modelPortAssetSchema = z.object({
  fund_shortcode: z.string(),
  fund_name_th: z.string(),
  weight: percentSchema,
  initial_amount: moneySchema,
  contribution_amount: moneySchema,
});

/**
 * Model port (spec §3): GET port-aggregation v2/cust-port/plan/{accountType}/{planSlot}/model
 * and v1/cust-port/plan/agent-acct-id/{id}/model. annual_target is a yearly return in %.
 */
export const modelPortSchema = z.object({
  plan_type_display: z.string(),
  title: z.string(),
  description: z.string(),
  sub_title: z.string(),
  content_url: z.string().nullable(),
  annual_target: percentSchema,
  icon: z.string().nullable(),
  port_information: z.array(z.object({ label: z.string(), value: z.string() })),
  port_detail: z.string(),
  broad_categories: z.array(proportionSliceSchema),
  categories: z.array(proportionSliceSchema),
  market_timing: marketTimingSchema.nullable(),
  asset: z.object({
    data: z.array(modelPortAssetSchema),
    summary: z.object({
      initial_amount: moneySchema,
      contribution_amount: moneySchema,
      weight: percentSchema,
    }),
  }),
});
export type ModelPort = z.infer<typeof modelPortSchema>;
