import type { TaxFundPurchase } from '@port/shared/contracts/tax-saving';
import { holdingRuleFor, rulesForYear, type HoldingRule } from '@port/shared/domain/tax-rules';

export interface SellDate {
  purchase: TaxFundPurchase;
  /** The first Bangkok day it may be sold keeping the benefit ('YYYY-MM-DD'). */
  sellableFrom: string;
  rule: HoldingRule;
  /** False when no rule row covers the purchase year: the longest known period was used. */
  exactRule: boolean;
  /** RMF: the date also waits for the customer's 55th birthday, which we do not know. */
  needsAge: boolean;
  sellableNow: boolean;
  /**
   * The purchase gave no deduction in its year (SSF from 2025, ThaiESGX new money after 2025):
   * there is no benefit to lose, so it may be sold any day; no holding period applies.
   */
  noBenefit: boolean;
}

/**
 * `years` whole years after a day. A 29 February start ends on 1 March: the later of the two
 * candidate days, so the date shown never costs the benefit.
 */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d));
  return date.toISOString().slice(0, 10);
}

/**
 * When each held tax-fund purchase may be sold without losing its benefit (issue 10 item 5),
 * nearest first. RMF counts from the customer's first RMF purchase; the others from their own date.
 * A purchase whose year's table says its type gave no deduction has no benefit to keep: sellable now.
 */
export function sellDates(purchases: readonly TaxFundPurchase[], today: string): SellDate[] {
  const firstRmf = purchases
    .filter((p) => p.fund_tax_type === 'rmf')
    .map((p) => p.trade_date)
    .sort()[0];
  return purchases
    .map((purchase): SellDate => {
      const year = Number(purchase.trade_date.slice(0, 4));
      const { rule, exact } = holdingRuleFor(purchase.fund_tax_type, year);
      const noBenefit = rulesForYear(year)?.rules[purchase.fund_tax_type].deductible === false;
      const from = purchase.fund_tax_type === 'rmf' && firstRmf ? firstRmf : purchase.trade_date;
      const sellableFrom = noBenefit ? purchase.trade_date : addYears(from, rule.years);
      return {
        noBenefit,
        purchase,
        sellableFrom,
        rule,
        exactRule: exact || noBenefit,
        needsAge: !noBenefit && rule.minAge !== null,
        sellableNow: sellableFrom <= today,
      };
    })
    .sort((a, b) => a.sellableFrom.localeCompare(b.sellableFrom) || a.purchase.order_no.localeCompare(b.purchase.order_no));
}
