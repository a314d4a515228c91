import type { PlansSummary, ProportionSlice } from '@port/shared/contracts/plans-summary';
import type { FundGroup } from '@port/shared/contracts/fund-group';
import { money, percent, sum } from '../../lib/decimal';
import { assetSummary, type ValuedHolding } from './holdings';
import { fundTaxType } from '../funds/navs';
import { paletteColor } from '../plans/plan-display';
import { weightsTo100 } from './proportion-weights';
import { accountTypeOf, type PlanRow } from '../plans/plans';

function slices(held: ValuedHolding[], key: (h: ValuedHolding) => string, total: bigint): ProportionSlice[] {
  const groups = new Map<string, { aum: bigint; color: string }>();
  for (const h of held) {
    const name = key(h);
    const group = groups.get(name) ?? { aum: 0n, color: h.fund.color };
    group.aum += h.aum;
    groups.set(name, group);
  }
  const sorted = [...groups.entries()].sort(([, a], [, b]) => (b.aum > a.aum ? 1 : b.aum < a.aum ? -1 : 0));
  const weights = weightsTo100(
    sorted.map(([, g]) => g.aum),
    total,
  );
  return sorted.map(([name, g], i) => ({ name, aum: money(g.aum), weight: weights[i] ?? 0, color: g.color }));
}

/** One row per fund: a fund held in several plans is summed (issue 13 item 1). */
function perFund(items: ValuedHolding[]): ValuedHolding[] {
  const byCode = new Map<string, ValuedHolding>();
  for (const h of items) {
    const seen = byCode.get(h.fund.code);
    byCode.set(h.fund.code, seen ? { ...seen, aum: seen.aum + h.aum, cost: seen.cost + h.cost } : h);
  }
  return [...byCode.values()];
}

export function fundGroups(held: ValuedHolding[], total: bigint): FundGroup[] {
  const byCategory = new Map<string, ValuedHolding[]>();
  for (const h of perFund(held)) byCategory.set(h.fund.aimcCategoryTh, [...(byCategory.get(h.fund.aimcCategoryTh) ?? []), h]);
  const groups = [...byCategory.entries()];
  const groupWeights = weightsTo100(
    groups.map(([, items]) => sum(items.map((h) => h.aum))),
    total,
  );
  const fundWeights = weightsTo100(
    groups.flatMap(([, items]) => items.map((h) => h.aum)),
    total,
  );
  let fundIndex = 0;
  return groups.map(([name, items], groupIndex) => {
    const aum = sum(items.map((h) => h.aum));
    const cost = sum(items.map((h) => h.cost));
    return {
      aimc_name_th: name,
      weight: groupWeights[groupIndex] ?? 0,
      unrealized_percentage: percent(aum - cost, cost),
      unrealized: money(aum - cost),
      aum: money(aum),
      color: items[0]?.fund.color ?? '#57606A',
      funds: items.map((h) => ({
        fund_shortcode: h.fund.code,
        fund_name_th: h.fund.nameTh,
        fund_tax_type: fundTaxType(h.fund.taxType),
        weight: fundWeights[fundIndex++] ?? 0,
        aum: money(h.aum),
        unrealized: money(h.aum - h.cost),
        unrealized_percentage: percent(h.aum - h.cost, h.cost),
      })),
    };
  });
}

function planSlices(
  plans: PlanRow[],
  held: ValuedHolding[],
  total: bigint,
): PlansSummary['investment_proportion']['investment_plans'] {
  const aums = plans.map((p) => sum(held.filter((h) => h.planId === p.id).map((h) => h.aum)));
  const weights = weightsTo100(aums, total);
  return plans.map((p, index) => ({
    name: p.planName,
    weight: weights[index] ?? 0,
    aum: money(aums[index] ?? 0n),
    color: paletteColor(index),
    plan_id: String(p.id),
    account_type: accountTypeOf(p),
  }));
}

/** Plans summary (spec §3): asset summary and investment proportion of the given plans. */
export function plansSummary(plans: PlanRow[], held: ValuedHolding[]): PlansSummary {
  const total = sum(held.map((h) => h.aum));
  return {
    asset_summary: assetSummary(held),
    investment_proportion: {
      broad_categories: slices(held, (h) => h.fund.broadCategoryTh, total),
      categories: slices(held, (h) => h.fund.aimcCategoryTh, total),
      mutual_funds: fundGroups(held, total),
      investment_plans: planSlices(plans, held, total),
    },
  };
}
