import { z } from 'zod';
import { idSchema, moneySchema, percentSchema } from './common';
import { assetSummarySchema } from './asset-summary';
import { fundGroupSchema } from './fund-group';
import { accountTypeSchema } from './enums';

/** One slice of a proportion chart. */
export const proportionSliceSchema = z.object({
  name: z.string(),
  weight: percentSchema,
  aum: moneySchema,
  color: z.string(),
});
export type ProportionSlice = z.infer<typeof proportionSliceSchema>;

export const investmentPlanSliceSchema = proportionSliceSchema.extend({
  plan_id: idSchema,
  account_type: accountTypeSchema,
});

/** Plans summary (spec §3): GET port-aggregation v1/cust-port/analyzer (optional ?filter=). */
export const plansSummarySchema = z.object({
  asset_summary: assetSummarySchema,
  investment_proportion: z.object({
    broad_categories: z.array(proportionSliceSchema),
    categories: z.array(proportionSliceSchema),
    mutual_funds: z.array(fundGroupSchema),
    investment_plans: z.array(investmentPlanSliceSchema),
  }),
});
export type PlansSummary = z.infer<typeof plansSummarySchema>;

/** ?filter= : an account type to narrow the analyzer to (name of the query not shown; ours). */
export const analyzerQuerySchema = z.object({ filter: accountTypeSchema.optional() });
