import type { TaxFundPurchase } from '@port/shared/contracts/tax-saving';
import { holdingRuleFor, type HoldingRule } from '@port/shared/domain/tax-rules';

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
 */
export function sellDates(purchases: readonly TaxFundPurchase[], today: string): SellDate[] {
  const firstRmf = purchases
    .filter((p) => p.fund_tax_type === 'rmf')
    .map((p) => p.trade_date)
    .sort()[0];
  return purchases
    .map((purchase): SellDate => {
      const { rule, exact } = holdingRuleFor(purchase.fund_tax_type, Number(purchase.trade_date.slice(0, 4)));
      const from = purchase.fund_tax_type === 'rmf' && firstRmf ? firstRmf : purchase.trade_date;
      const sellableFrom = addYears(from, rule.years);
      return {
        purchase,
        sellableFrom,
        rule,
        exactRule: exact,
        needsAge: rule.minAge !== null,
        sellableNow: sellableFrom <= today,
      };
    })
    .sort((a, b) => a.sellableFrom.localeCompare(b.sellableFrom) || a.purchase.order_no.localeCompare(b.purchase.order_no));
}
