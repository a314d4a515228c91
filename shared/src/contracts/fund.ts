import { z } from 'zod';
import { idSchema, isoDateSchema, moneySchema, percentSchema, riskLevelSchema } from './common';
import { fundTaxTypeSchema } from './enums';

/** A fund as listed to customers. */
export const fundSchema = z.object({
  fund_shortcode: z.string(),
  fund_name_th: z.string(),
  amc_code: z.string(),
  aimc_category_th: z.string(),
  risk_level: riskLevelSchema,
  fund_tax_type: fundTaxTypeSchema.nullable(),
  nav: z.number().finite(),
  nav_date: isoDateSchema,
  min_initial_amount: moneySchema,
});
export type Fund = z.infer<typeof fundSchema>;

export const fundComboSchema = z.object({
  combo_id: idSchema,
  name: z.string(),
  description: z.string(),
  min_amount: moneySchema,
  funds: z.array(z.object({ fund_shortcode: z.string(), fund_name_th: z.string(), weight: percentSchema })),
});
export type FundCombo = z.infer<typeof fundComboSchema>;

/** GET port public/api/v1/segregate/fund-recommendation?fund_tax_type= (default rmf). */
export const fundRecommendationQuerySchema = z.object({ fund_tax_type: fundTaxTypeSchema.default('rmf') });
/**
 * A recommended fund (issue 10): the listed fund plus its past returns, cumulative percent over
 * 1, 3 and 5 years from the NAVs (null when the NAV history is shorter), and its fact sheet.
 */
export const recommendedFundSchema = fundSchema.extend({
  return_1y: percentSchema.nullable(),
  return_3y: percentSchema.nullable(),
  return_5y: percentSchema.nullable(),
  fact_sheet_url: z.url({ protocol: /^https$/ }).nullable(),
});
export type RecommendedFund = z.infer<typeof recommendedFundSchema>;

export const fundRecommendationSchema = z.object({
  individual: z.object({ funds: z.array(recommendedFundSchema), tag_id: z.string().nullable() }),
  port: z.object({ combos: z.array(fundComboSchema), tag_id: z.string().nullable() }),
});
export type FundRecommendation = z.infer<typeof fundRecommendationSchema>;

/** Fallback on failure (spec §8: "fund recommendation: empty lists"). */
export const EMPTY_FUND_RECOMMENDATION: FundRecommendation = {
  individual: { funds: [], tag_id: null },
  port: { combos: [], tag_id: null },
};

/** GET port public/api/v1/segregate/amc-info; fallback: empty list. */
export const amcInfoSchema = z.object({
  amc_code: z.string(),
  name_th: z.string(),
  name_en: z.string(),
  logo_url: z.string().nullable(),
});
export type AmcInfo = z.infer<typeof amcInfoSchema>;
export const amcInfoListSchema = z.array(amcInfoSchema);

/** POST /proxy/cart/private/api/v1/fund-list (body not shown; ours): filter by codes or tax type. */
export const fundListBodySchema = z.object({
  fund_shortcodes: z.array(z.string().min(1).max(30)).max(200).optional(),
  fund_tax_type: fundTaxTypeSchema.optional(),
});
export type FundListBody = z.infer<typeof fundListBodySchema>;
export const fundListSchema = z.array(fundSchema);

/**
 * A single recommended tax-saving fund is bought through the tsf-combo checkout (spec §7) as a
 * one-fund combo at 100 % (ours, issue 10 item 3): its combo id is `fund-` + the base64url of the
 * fund code (codes such as `SCBRMS&P500` hold characters an id may not), so the orders remote's
 * CheckoutPanel and the server's idempotency, limits and audit apply unchanged.
 */
const SINGLE_FUND_PREFIX = 'fund-';
const FUND_CODE = /^[A-Za-z0-9&.-]{1,40}$/;

export function singleFundComboId(fundCode: string): string {
  if (!FUND_CODE.test(fundCode)) throw new Error(`not a fund code: ${fundCode}`);
  return SINGLE_FUND_PREFIX + btoa(fundCode).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The fund code of a one-fund combo id, or null for any other id (a stored combo or garbage). */
export function singleFundCodeOf(comboId: string): string | null {
  if (!comboId.startsWith(SINGLE_FUND_PREFIX)) return null;
  const encoded = comboId.slice(SINGLE_FUND_PREFIX.length).replace(/-/g, '+').replace(/_/g, '/');
  try {
    const code = atob(encoded.padEnd(Math.ceil(encoded.length / 4) * 4, '='));
    return FUND_CODE.test(code) && singleFundComboId(code) === comboId ? code : null;
  } catch {
    return null;
  }
}
