import { z } from 'zod';
import { isoDateSchema, moneySchema, percentSchema } from './common';
import { assetTypeSchema, type AssetType } from './enums';

/** Fixed labels and colours of the two proportion types (spec §3). */
export const ASSET_TYPE_DISPLAY: Record<AssetType, { label: string; color: 'yellow' | 'grey' }> = {
  mutual_funds: { label: 'กองทุนรวม', color: 'yellow' },
  other_assets: { label: 'สินทรัพย์อื่นๆ', color: 'grey' },
};

/** Kinds of a customer's holdings outside the distributor's funds (issue 22 item 4), with their Thai names. */
export const OTHER_ASSET_KINDS = ['deposit', 'bond', 'stock', 'gold', 'insurance'] as const;
export const otherAssetKindSchema = z.enum(OTHER_ASSET_KINDS);
export const OTHER_ASSET_KIND_TEXT: Record<(typeof OTHER_ASSET_KINDS)[number], string> = {
  deposit: 'เงินฝาก',
  bond: 'หุ้นกู้และพันธบัตร',
  stock: 'หุ้น',
  gold: 'ทองคำ',
  insurance: 'ประกันชีวิตแบบสะสมทรัพย์',
};

/** One holding outside funds, as reported on `as_of` (ours, beyond spec §3: what the grey slice is made of). */
export const otherAssetSchema = z.object({
  kind: otherAssetKindSchema,
  name_th: z.string(),
  institution_th: z.string(),
  aum: moneySchema,
  as_of: isoDateSchema,
});
export type OtherAsset = z.infer<typeof otherAssetSchema>;

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
  /** The holdings the other_assets slice adds up (their aum sum to its aum exactly). */
  other_assets: z.array(otherAssetSchema),
});
export type AssetsAnalyzer = z.infer<typeof assetsAnalyzerSchema>;
