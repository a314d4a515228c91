import { z } from 'zod';
import { moneySchema, percentSchema } from './common';

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
});
export type AssetSummary = z.infer<typeof assetSummarySchema>;
