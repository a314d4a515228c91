import type { Db } from '../../db/client';
import type { ModelAllocation } from '../../db/schema/plans';
import {
  fromScaled,
  marketValue,
  money,
  mulDiv,
  mulDivFloor,
  MONEY,
  sum,
  toScaled,
  units as unitsNumber,
} from '../../lib/decimal';
import type { PlanRow } from '../plans/plans';
import { sellableUnits, valuedHoldings, type ValuedHolding } from '../portfolio/holdings';
import { splitByWeights as splitShared } from '@port/shared/domain/plan-minimum';
import { DEFAULT_CUTOFF } from '@port/shared/domain/business-days';
import { fundOrderDates } from '../funds/fund-dates';
import { businessNow } from '../../lib/clock';
import { fundsByCode, fundTaxType, latestNavs } from '../funds/navs';
import { NO_LIMITS, type HeldBack, type ProposalLimits } from './proposal-limits';
import { taxConditionsOf, taxFundBuys } from '../tax/tax-fund-guard';

/** A line of a proposal, batch or checkout: buys carry an amount (satang), sells carry units (1e-4). */
export type OrderLine = { orderType: 'buy' | 'sell'; fundCode: string; amount: bigint | null; units: bigint | null };

/** Splits an amount by weights (percent): the shared rule (rounding remainder to the largest weight). */
export function splitByWeights(amount: bigint, allocations: ModelAllocation[]): OrderLine[] {
  return splitShared(amount, allocations).map((l) => ({ orderType: 'buy', fundCode: l.fundCode, amount: l.amount, units: null }));
}

/**
 * The weights a plan invests new money by: its model, else its current holdings. Funds the limits
 * keep out of buys (a tax-saving plan's tax types without a deduction this year) are left out and
 * the other weights carry the amount.
 */
export function investWeights(plan: PlanRow, held: ValuedHolding[], limits: ProposalLimits = NO_LIMITS): ModelAllocation[] {
  if (plan.model.length > 0) return plan.model.filter((m) => !limits.noBuy.has(m.fund_code));
  const total = sum(held.map((h) => h.aum));
  if (total === 0n) return [];
  return held.map((h) => ({ fund_code: h.fund.code, weight: Number(fromScaled(mulDiv(h.aum, 10_000n, total), 2)) }));
}

/**
 * The proposal order of a plan (spec §4 "need-adjustment", §7 proposal-order): buy what is below
 * the model weight, sell funds outside the model. Differences under 1 % of the plan are left alone.
 * What the limits forbid (spec §1 tax-saving funds: selling units inside their holding period,
 * buying a tax type with no deduction this year in a tax-saving plan) is held back, with why.
 */
export function proposalLines(
  plan: PlanRow,
  held: ValuedHolding[],
  limits: ProposalLimits = NO_LIMITS,
): { lines: OrderLine[]; heldBack: HeldBack[] } {
  if (plan.model.length === 0) return { lines: [], heldBack: [] };
  const total = sum(held.map((h) => h.aum));
  const threshold = total / 100n;
  const lines: OrderLine[] = [];
  const heldBack: HeldBack[] = [];
  for (const target of plan.model) {
    const current = sum(held.filter((h) => h.fund.code === target.fund_code).map((h) => h.aum));
    const wanted = mulDiv(total, BigInt(Math.round(target.weight * 100)), 10_000n);
    const diff = wanted - current;
    if (diff <= threshold) continue;
    const refused = limits.noBuy.get(target.fund_code);
    if (refused) heldBack.push(refused);
    else lines.push({ orderType: 'buy', fundCode: target.fund_code, amount: diff, units: null });
  }
  for (const h of held) {
    const sellable = sellableUnits(h);
    if (plan.model.some((m) => m.fund_code === h.fund.code) || sellable <= 0n) continue;
    const locked = limits.lockedSells.get(h.fund.code);
    if (locked) heldBack.push(locked);
    else lines.push({ orderType: 'sell', fundCode: h.fund.code, amount: null, units: sellable });
  }
  return { lines, heldBack };
}

/**
 * Redemption spread over holdings by value, as units at the latest NAV. Only units not already
 * queued in pending sells count, so repeated redemptions never sell more than is held. A
 * redemption of the whole sellable value sells exactly the units left; a partial one rounds
 * money and units down, so it never sells more than asked nor more than is held.
 */
export function redeemLines(amount: bigint, held: ValuedHolding[]): OrderLine[] {
  const sellable = held.map((h) => ({ h, free: sellableUnits(h) })).filter((s) => s.free > 0n);
  const valued = sellable.map((s) => ({ ...s, value: marketValue(s.free, s.h.nav) }));
  const total = sum(valued.map((s) => s.value));
  if (total <= 0n || amount <= 0n) return [];
  const sellsAll = amount >= total;
  return valued
    .map(({ h, free, value }) => {
      const wanted = sellsAll ? free : mulDivFloor(mulDivFloor(amount, value, total), 1_000_000n, h.nav);
      return { orderType: 'sell' as const, fundCode: h.fund.code, amount: null, units: wanted > free ? free : wanted };
    })
    .filter((l) => l.units > 0n);
}

export async function planHoldings(db: Db, plan: PlanRow): Promise<ValuedHolding[]> {
  return valuedHoldings(db, [plan.id]);
}

/** A sell line's tax holding condition not yet met (spec §1), in the contract's shape; null otherwise. */
export function holdingCondition(line: OrderLine, limits: ProposalLimits) {
  const locked = line.orderType === 'sell' ? limits.lockedSells.get(line.fundCode) : undefined;
  if (!locked || locked.reason === 'no-deduction') return null;
  return { reason: locked.reason, sellable_from: 'sellableFrom' in locked ? locked.sellableFrom : null };
}

/** Lines in the contract's proposal-line shape. */
export async function describeLines(db: Db, lines: OrderLine[], limits: ProposalLimits = NO_LIMITS) {
  const codes = [...new Set(lines.map((l) => l.fundCode))];
  const [funds, navs] = await Promise.all([fundsByCode(db, codes), latestNavs(db, codes)]);
  const now = businessNow();
  const taxBuys = taxFundBuys(lines, funds, now);
  return lines.map((l) => {
    const fund = funds.get(l.fundCode);
    const nav = navs.get(l.fundCode);
    const dates = fundOrderDates(now, l.orderType, fund);
    return {
      order_type: l.orderType,
      fund_shortcode: l.fundCode,
      fund_name_th: fund?.nameTh ?? l.fundCode,
      sw_to_fund: null,
      amount: l.amount === null ? null : money(l.amount),
      unit: l.units === null ? null : unitsNumber(l.units),
      estimated_amount:
        l.amount !== null ? money(l.amount) : l.units !== null && nav ? money(marketValue(l.units, nav.nav)) : null,
      risk_level: fund?.riskLevel ?? 8,
      fact_sheet_url: fund?.factSheetUrl ?? null,
      cutoff_time: fund?.cutoffTime ?? DEFAULT_CUTOFF,
      trade_date: dates.tradeDate,
      nav_date: dates.navDate,
      settlement_date: dates.settlementDate,
      next_day_reason: dates.nextDayReason,
      holding_condition: holdingCondition(l, limits),
      fund_tax_type: fund ? fundTaxType(fund.taxType) : null,
      tax_conditions: l.orderType === 'buy' ? taxConditionsOf(taxBuys.get(l.fundCode)) : null,
    };
  });
}

export const buyTotal = (lines: OrderLine[]): bigint => sum(lines.map((l) => (l.orderType === 'buy' ? (l.amount ?? 0n) : 0n)));
export const toMoneyScaled = (amount: number): bigint => toScaled(amount, MONEY);
