import { z } from 'zod';
import { isoDateSchema, moneySchema, percentSchema } from './common';

/** Asset summary (spec §3). Money in THB, 2 decimals; percentage e.g. 12.34 means 12.34 %. */
export const assetSummarySchema = z.object({
  aum: moneySchema,
  cost: moneySchema,
  total_pl: moneySchema,
  unrealized_pl: moneySchema,
  unrealized_percentage: percentSchema,
  realized_pl: moneySchema,
  realized_trading_pl: moneySchema,
  dividend: moneySchema,
  /** Ours (issue 13 item 13): total_pl as a percentage of cost, and the NAV date the values use (latest of the funds held). */
  total_percentage: percentSchema.optional(),
  nav_date: isoDateSchema.nullable().optional(),
});
export type AssetSummary = z.infer<typeof assetSummarySchema>;
