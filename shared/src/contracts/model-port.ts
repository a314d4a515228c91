import { z } from 'zod';
import { isoDateSchema, moneySchema, percentSchema, unitsSchema } from './common';
import { proportionSliceSchema } from './plans-summary';

/** Market timing (spec §3); also GET port private/api/v1/customer-port/market-timing/{id}. */
/**
 * Ours (issue 13 item 9): per warned fund, where to hold instead and why. The hold-to fund keeps
 * the tax type of the fund it replaces (an RMF goes to an RMF), so the tax conditions hold.
 */
/** A fund's NAV per unit (4 decimals) on a day (ISO date). */
export const navOnDateSchema = z.object({ date: isoDateSchema, nav: unitsSchema });

export const marketTimingHoldToSchema = z.object({
  fund_shortcode: z.string(),
  /** The fall over the look-back window, in percent (positive = fell). */
  drop_percentage: percentSchema,
  hold_to_fund_shortcode: z.string().nullable(),
  reason: z.string(),
  /** The detail (GET market-timing/{id}, issue 22 item 3): the funds' Thai names and the two NAVs compared. */
  fund_name_th: z.string().optional(),
  hold_to_fund_name_th: z.string().nullable().optional(),
  nav_from: navOnDateSchema.optional(),
  nav_to: navOnDateSchema.optional(),
});
export type MarketTimingHoldTo = z.infer<typeof marketTimingHoldToSchema>;

export const marketTimingSchema = z.object({
  warning_fund_list: z.array(z.string()),
  /** The hold-to fund of the first warned fund (spec §3); hold_to has one per warned fund. */
  hold_to_fund_shortcode: z.string().nullable(),
  hold_to: z.array(marketTimingHoldToSchema).optional(),
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
