import type { TaxFundPurchase } from '@port/shared/contracts/tax-saving';
import { sellableFrom } from '@port/shared/domain/tax-rulebook';
import type { HoldingRule } from '@port/shared/domain/tax-rules';

/** ISO days and order numbers (ASCII) in order; not localeCompare, whose collator loads ICU's data on the page. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
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
      const from = sellableFrom({ taxType: purchase.fund_tax_type, tradeDate: purchase.trade_date }, firstRmf ?? null);
      return {
        noBenefit: from.noBenefit,
        purchase,
        sellableFrom: from.date,
        rule: from.rule,
        exactRule: from.exact,
        needsAge: from.needsAge,
        sellableNow: from.date <= today,
      };
    })
    .sort((a, b) => byText(a.sellableFrom, b.sellableFrom) || byText(a.purchase.order_no, b.purchase.order_no));
}
