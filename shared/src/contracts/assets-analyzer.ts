import { z } from 'zod';
import { moneySchema, percentSchema } from './common';
import { assetTypeSchema, type AssetType } from './enums';

/** Fixed labels and colours of the two proportion types (spec §3). */
export const ASSET_TYPE_DISPLAY: Record<AssetType, { label: string; color: 'yellow' | 'grey' }> = {
  mutual_funds: { label: 'กองทุนรวม', color: 'yellow' },
  other_assets: { label: 'สินทรัพย์อื่นๆ', color: 'grey' },
};

export const assetProportionSchema = z.object({
  type: assetTypeSchema,
  label: z.string(),
  color: z.enum(['yellow', 'grey']),
  aum: moneySchema,
  weight: percentSchema,
});

/** Assets analyzer: GET port-aggregation v1/cust-port/assets-analyzer. aua = assets under advice. */
export const assetsAnalyzerSchema = z.object({
  asset_summary: z.object({ aua: moneySchema }),
  investment_proportion: z.array(assetProportionSchema),
});
export type AssetsAnalyzer = z.infer<typeof assetsAnalyzerSchema>;
