import { z } from 'zod';
import { moneySchema, percentSchema } from './common';
import { fundTaxTypeSchema } from './enums';

export const fundGroupFundSchema = z.object({
  fund_shortcode: z.string(),
  fund_name_th: z.string(),
  fund_tax_type: fundTaxTypeSchema.nullable(),
  weight: percentSchema,
  aum: moneySchema,
  unrealized: moneySchema,
  unrealized_percentage: percentSchema,
});

/** Fund group (spec §3): holdings grouped by AIMC category. color is a CSS hex colour. */
export const fundGroupSchema = z.object({
  aimc_name_th: z.string(),
  weight: percentSchema,
  unrealized_percentage: percentSchema,
  unrealized: moneySchema,
  aum: moneySchema,
  color: z.string(),
  funds: z.array(fundGroupFundSchema),
});
export type FundGroup = z.infer<typeof fundGroupSchema>;
