import type { FundTaxType } from '../contracts/enums';
import { DEFAULT_CUTOFF, isBusinessDay, orderDates } from './business-days';
import { bahtToSatang } from './satang';
import { holdingRuleFor, rulesForYear, TAX_TYPES, type HoldingRule } from './tax-rules';

/**
 * The tax rulebook (issue 17 item 2; spec §1 tax-saving funds): the answers the tax page, the
 * tax-saving plan's model, the checkout, the proposal limits and the redeem warnings all read,
 * computed from the year tables of ./tax-rules.ts. A year without a table deducts nothing here:
 * the screens say the table is missing and promise no deduction.
 */

/** Whether new money of a type bought in `year` deducts: 'no-table' when the year has no rule table. */
export type Deduction = 'deducts' | 'no-deduction' | 'no-table';

export function deductionIn(taxType: FundTaxType, year: number): Deduction {
  const rules = rulesForYear(year);
  if (!rules) return 'no-table';
  return rules.rules[taxType].deductible ? 'deducts' : 'no-deduction';
}

/** The tax types whose new money deducts in `year` (none without a table), in the spec §9 order. */
export const deductibleTaxTypes = (year: number): FundTaxType[] => TAX_TYPES.filter((t) => deductionIn(t, year) === 'deducts');

/** When a purchase may be sold keeping its benefit (spec §1): the one answer every screen and the server give. */
export interface SellableFrom {
  /** The first Bangkok day ('YYYY-MM-DD') it may be sold keeping the benefit. */
  date: string;
  rule: HoldingRule;
  /** False when no rule row covers the purchase year: the longest known period was used (the safe side). */
  exact: boolean;
  /** RMF: the date also waits for the customer's 55th birthday, which we do not know. */
  needsAge: boolean;
  /** The purchase gave no deduction in its year: no benefit to lose, sellable from its trade date. */
  noBenefit: boolean;
}

/** `years` whole years after a day; 29 February ends on 1 March (the later day never costs the benefit). */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

/**
 * The first day a purchase traded on `tradeDate` may be sold keeping its benefit. RMF counts from
 * the customer's first RMF purchase (`firstRmfTradeDate`, else this one); the others from their own
 * trade date. A purchase whose year's table says its type gave no deduction is sellable at once.
 */
export function sellableFrom(
  purchase: { taxType: FundTaxType; tradeDate: string },
  firstRmfTradeDate: string | null = null,
): SellableFrom {
  const year = Number(purchase.tradeDate.slice(0, 4));
  const { rule, exact } = holdingRuleFor(purchase.taxType, year);
  if (deductionIn(purchase.taxType, year) === 'no-deduction')
    return { date: purchase.tradeDate, rule, exact: true, needsAge: false, noBenefit: true };
  const from = purchase.taxType === 'rmf' && firstRmfTradeDate ? firstRmfTradeDate : purchase.tradeDate;
  return { date: addYears(from, rule.years), rule, exact, needsAge: rule.minAge !== null, noBenefit: false };
}

/** The day before `day` ('YYYY-MM-DD'). */
const dayBefore = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
};

/**
 * The last day to buy for a tax year (Thai business calendar): the year's last business day, before
 * the fund's cut-off; an order placed later trades in January and counts for the next year.
 */
export function lastDayToBuy(year: number, cutoff: string = DEFAULT_CUTOFF): { day: string; cutoff: string } {
  let day = `${year}-12-31`;
  while (!isBusinessDay(day)) day = dayBefore(day);
  return { day, cutoff };
}

/** What a buy of a tax-saving fund placed at `at` comes with (shown per line before the acknowledgement). */
export interface BuyConditions {
  taxType: FundTaxType;
  /** The Bangkok tax year the purchase counts in (its trade date's year). */
  taxYear: number;
  deduction: Deduction;
  holding: HoldingRule;
  /** Whether the holding rule row covers the purchase year exactly. */
  holdingExact: boolean;
  sellableFrom: string;
  needsAge: boolean;
}

export function buyConditions(taxType: FundTaxType, at: Date, cutoff: string | null = DEFAULT_CUTOFF): BuyConditions {
  const tradeDate = orderDates(at, 'buy', cutoff).tradeDate;
  const taxYear = Number(tradeDate.slice(0, 4));
  const sellable = sellableFrom({ taxType, tradeDate });
  return {
    taxType,
    taxYear,
    deduction: deductionIn(taxType, taxYear),
    holding: sellable.rule,
    holdingExact: sellable.exact,
    sellableFrom: sellable.date,
    needsAge: sellable.needsAge,
  };
}

/** The customer's own figures from the room calculator on this device, when typed. */
export interface IncomeFigures {
  incomeSatang: bigint;
  /** Other members of the combined retirement cap already deducted (provident fund, GPF, …). */
  otherRetirementSatang: bigint;
}

/**
 * The most a year's purchases can deduct by that year's rules (satang): deductible types only, each
 * within its cap (and its percent of income when the customer's income is known), the combined-cap
 * types within what the combined cap leaves. Null without a table: no deduction is promised.
 */
export function deductibleAtMost(
  year: number,
  bought: Readonly<Record<FundTaxType, bigint>>,
  income: IncomeFigures | null = null,
): bigint | null {
  const rules = rulesForYear(year);
  if (!rules) return null;
  const min = (a: bigint, b: bigint) => (a < b ? a : b);
  let combined = 0n;
  let separate = 0n;
  for (const t of TAX_TYPES) {
    const rule = rules.rules[t];
    if (!rule.deductible) continue;
    const cap = bahtToSatang(rule.capBaht);
    const limit = income ? min(cap, (income.incomeSatang * BigInt(rule.incomePercent)) / 100n) : cap;
    const counted = min(bought[t], limit);
    if (rule.inCombinedCap) combined += counted;
    else separate += counted;
  }
  const combinedLeft = bahtToSatang(rules.combinedCapBaht) - (income?.otherRetirementSatang ?? 0n);
  return min(combined, combinedLeft > 0n ? combinedLeft : 0n) + separate;
}
