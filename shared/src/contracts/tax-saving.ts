import { z } from 'zod';
import { isoDateSchema, moneySchema } from './common';
import { fundTaxTypeSchema } from './enums';
import { bangkokParts } from '../format/bangkok-calendar';

/** Tax-saving totals per year (spec §3): year is the Gregorian year, costs in THB. */
export const taxSavingYearSchema = z.object({
  year: z.number().int().min(2000).max(2200),
  cost: z.object({ ssf: moneySchema, rmf: moneySchema, tesg: moneySchema, tesgx: moneySchema }),
});
export type TaxSavingYear = z.infer<typeof taxSavingYearSchema>;

/** GET /proxy/external-order/private/api/v1/tax-saving-fund: newest year first. */
export const taxSavingFundSchema = z.array(taxSavingYearSchema);
export type TaxSavingFund = z.infer<typeof taxSavingFundSchema>;

const zeroYear = (year: number): TaxSavingYear => ({ year, cost: { ssf: 0, rmf: 0, tesg: 0, tesgx: 0 } });

/** Fallback on failure (spec §8): zero costs for the current and previous year, Bangkok time. */
export const zeroTaxSavingFund = (now: Date = new Date()): TaxSavingFund => {
  const year = bangkokParts(now).year;
  return [zeroYear(year), zeroYear(year - 1)];
};

/**
 * GET /proxy/external-order/private/api/v1/tax-saving-fund/purchases (ours, issue 10 item 5):
 * the signed-in customer's completed buys of tax-saving funds they still hold, oldest first.
 * The trade date is the purchase date the holding periods count from.
 */
export const taxFundPurchaseSchema = z.object({
  order_no: z.string(),
  fund_shortcode: z.string(),
  fund_name_th: z.string(),
  fund_tax_type: fundTaxTypeSchema,
  trade_date: isoDateSchema,
  amount: moneySchema,
});
export type TaxFundPurchase = z.infer<typeof taxFundPurchaseSchema>;
export const taxFundPurchasesSchema = z.array(taxFundPurchaseSchema);
