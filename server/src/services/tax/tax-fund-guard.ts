import { buyConditions, type BuyConditions } from '@port/shared/domain/tax-rulebook';
import type { TaxBuyConditions } from '@port/shared/contracts/order';
import type { OrderEventAcknowledgements } from '../../db/schema/order-events';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';
import { fundTaxType, type FundRow } from '../funds/navs';
import type { OrderLine } from '../orders/order-lines';

/** The buy lines of tax-saving funds, by fund code, with the conditions the rulebook gives them at `now`. */
export function taxFundBuys(lines: OrderLine[], funds: Map<string, FundRow>, now: Date): Map<string, BuyConditions> {
  const buys = new Map<string, BuyConditions>();
  for (const line of lines) {
    const fund = funds.get(line.fundCode);
    const taxType = fundTaxType(fund?.taxType ?? '');
    if (line.orderType === 'buy' && taxType) buys.set(line.fundCode, buyConditions(taxType, now, fund?.cutoffTime ?? null));
  }
  return buys;
}

/**
 * A buy of a tax-saving fund comes with holding conditions (spec §1): accepted, or nothing is
 * placed, on every checkout path alike (initial, top-up, PRA, combo, single fund, proposal).
 */
export function assertTaxFundAcknowledged(buys: Map<string, BuyConditions>, acknowledged: boolean): void {
  if (buys.size > 0 && !acknowledged) {
    const codes = [...buys.keys()].join(', ');
    throw new HttpError(422, 'TAX_FUND_ACKNOWLEDGEMENT_REQUIRED', `${messages.taxFundAcknowledgementRequired} (${codes})`);
  }
}

/** What the 'placed' event of a tax-fund buy records: accepted, the holding rule read and the sellable date. */
export function taxFundAcknowledgement(buys: Map<string, BuyConditions>, line: OrderLine): OrderEventAcknowledgements {
  const conditions = line.orderType === 'buy' ? buys.get(line.fundCode) : undefined;
  if (!conditions) return {};
  return { tax_fund_acknowledged: true, holding_rule: conditions.holding.summary, sellable_from: conditions.sellableFrom };
}

/** A line's tax conditions in the contract's shape (preview lines: the checkout shows them per line). */
export function taxConditionsOf(conditions: BuyConditions | undefined): TaxBuyConditions | null {
  if (!conditions) return null;
  return {
    tax_type: conditions.taxType,
    tax_year: conditions.taxYear,
    deduction: conditions.deduction,
    holding_rule: conditions.holding.summary,
    holding_years: conditions.holding.years,
    holding_exact: conditions.holdingExact,
    sellable_from: conditions.sellableFrom,
    needs_age: conditions.needsAge,
  };
}
