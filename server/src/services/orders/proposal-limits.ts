import { and, eq, inArray } from 'drizzle-orm';
import type { FundTaxType } from '@port/shared/contracts/enums';
import { sellableFrom } from '@port/shared/domain/tax-rulebook';
import { TAX_TYPES, TAX_YEAR_RULES, type TaxYearRules } from '@port/shared/domain/tax-rules';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { bangkokDate, bangkokYear } from '../../lib/dates';
import type { ValuedHolding } from '../portfolio/holdings';
import { businessNow } from '../../lib/clock';
import { fundsByCode, fundTaxType } from '../funds/navs';
import type { PlanRow } from '../plans/plans';

/** A completed buy of a tax-saving fund in the plan (the start of its holding period). */
export type TaxPurchase = { fundCode: string; taxType: FundTaxType; tradeDate: string };

/** Why a line the model asks for is left out of the proposal (spec §1 tax-saving funds). */
export type HeldBack =
  | { fundCode: string; orderType: 'sell'; reason: 'holding-period'; sellableFrom: string }
  | { fundCode: string; orderType: 'sell'; reason: 'rmf-age'; sellableFrom: string }
  | { fundCode: string; orderType: 'sell'; reason: 'purchase-unknown' }
  | { fundCode: string; orderType: 'buy'; reason: 'no-deduction'; taxType: FundTaxType; year: number };

/** What a proposal or a plan's new money may not do now: sell these funds (holding conditions), buy these (no deduction). */
export type ProposalLimits = { lockedSells: Map<string, HeldBack>; noBuy: Map<string, HeldBack> };

export const NO_LIMITS: ProposalLimits = { lockedSells: new Map(), noBuy: new Map() };

/** The rules of the year, else the latest table before it (a year not checked yet keeps the last known rules). */
export function rulesAtOrBefore(year: number): TaxYearRules | null {
  const known = TAX_YEAR_RULES.filter((t) => t.year <= year).sort((a, b) => b.year - a.year);
  return known[0] ?? null;
}

/**
 * The limits of a plan's proposal at `now` (Bangkok): a tax-saving fund is sold only when every
 * purchase of it in the plan has passed its holding period (RMF counts from the first RMF purchase
 * and also needs age 55, which we cannot check, so a proposal never sells RMF units); a fund with
 * units but no known purchase is not sold either. A tax-saving plan buys no tax type whose new
 * money gives no deduction in the Bangkok year (SSF from 2025, ThaiESGX new money only in 2025).
 */
export function proposalLimits(
  plan: Pick<PlanRow, 'planType' | 'model'>,
  held: ValuedHolding[],
  purchases: TaxPurchase[],
  taxTypes: Map<string, string>,
  now: Date,
): ProposalLimits {
  const today = bangkokDate(now);
  const year = bangkokYear(now);
  const rules = rulesAtOrBefore(year);
  const noBuy = new Map<string, HeldBack>();
  if (plan.planType === 'tax-saving' && rules) {
    for (const { fund_code: fundCode } of plan.model) {
      const taxType = fundTaxType(taxTypes.get(fundCode) ?? 'none');
      if (taxType && !rules.rules[taxType].deductible)
        noBuy.set(fundCode, { fundCode, orderType: 'buy', reason: 'no-deduction', taxType, year });
    }
  }
  const firstRmf = purchases
    .filter((p) => p.taxType === 'rmf')
    .map((p) => p.tradeDate)
    .sort()[0];
  const lockedSells = new Map<string, HeldBack>();
  for (const h of held) {
    const taxType = fundTaxType(h.fund.taxType);
    if (!taxType || h.units <= 0n) continue;
    const bought = purchases.filter((p) => p.fundCode === h.fund.code);
    if (bought.length === 0) {
      lockedSells.set(h.fund.code, { fundCode: h.fund.code, orderType: 'sell', reason: 'purchase-unknown' });
      continue;
    }
    // One sellableFrom for the tax page, the proposal and the redeem warnings (shared tax rulebook).
    const dates = bought.map((p) => sellableFrom({ taxType, tradeDate: p.tradeDate }, firstRmf ?? null));
    const latest = dates.reduce((max, d) => (d.date > max ? d.date : max), '');
    if (dates.some((d) => d.needsAge)) {
      lockedSells.set(h.fund.code, { fundCode: h.fund.code, orderType: 'sell', reason: 'rmf-age', sellableFrom: latest });
    } else if (latest > today) {
      lockedSells.set(h.fund.code, { fundCode: h.fund.code, orderType: 'sell', reason: 'holding-period', sellableFrom: latest });
    }
  }
  return { lockedSells, noBuy };
}

/** The plan's completed tax-saving buys, oldest first (their trade dates start the holding periods). */
export async function planTaxPurchases(db: Db, plan: PlanRow): Promise<TaxPurchase[]> {
  const rows = await db
    .select({ fundCode: orders.fundCode, taxType: orders.taxType, tradeDate: orders.tradeDate })
    .from(orders)
    .where(
      and(
        eq(orders.planId, plan.id),
        eq(orders.orderType, 'buy'),
        eq(orders.status, 'completed'),
        inArray(orders.taxType, [...TAX_TYPES]),
      ),
    )
    .orderBy(orders.tradeDate);
  return rows.flatMap((r) => {
    const taxType = fundTaxType(r.taxType);
    return taxType ? [{ fundCode: r.fundCode, taxType, tradeDate: r.tradeDate }] : [];
  });
}

/** The limits of a plan now (business clock), read inside the caller's transaction. */
export async function loadProposalLimits(db: Db, plan: PlanRow, held: ValuedHolding[]): Promise<ProposalLimits> {
  const hasTaxFund = held.some((h) => fundTaxType(h.fund.taxType) !== null);
  if (plan.planType !== 'tax-saving' && !hasTaxFund) return NO_LIMITS;
  const [purchases, funds] = await Promise.all([
    planTaxPurchases(db, plan),
    fundsByCode(
      db,
      plan.model.map((m) => m.fund_code),
    ),
  ]);
  const taxTypes = new Map([...funds].map(([code, f]) => [code, f.taxType]));
  return proposalLimits(plan, held, purchases, taxTypes, businessNow());
}
