import type { PlansSummary, ProportionSlice } from '@port/shared/contracts/plans-summary';
import type { FundGroup } from '@port/shared/contracts/fund-group';
import { money, percent, sum } from '../lib/decimal';
import { assetSummary, type ValuedHolding } from './holdings';
import { fundTaxType } from './navs';
import { paletteColor } from './plan-display';
import { accountTypeOf, type PlanRow } from './plans';

function slices(held: ValuedHolding[], key: (h: ValuedHolding) => string, total: bigint): ProportionSlice[] {
  const groups = new Map<string, { aum: bigint; color: string }>();
  for (const h of held) {
    const name = key(h);
    const group = groups.get(name) ?? { aum: 0n, color: h.fund.color };
    group.aum += h.aum;
    groups.set(name, group);
  }
  return [...groups.entries()]
    .map(([name, g]) => ({ name, aum: money(g.aum), weight: percent(g.aum, total), color: g.color, scaled: g.aum }))
    .sort((a, b) => (b.scaled > a.scaled ? 1 : b.scaled < a.scaled ? -1 : 0))
    .map(({ scaled: _s, ...slice }) => slice);
}

export function fundGroups(held: ValuedHolding[], total: bigint): FundGroup[] {
  const byCategory = new Map<string, ValuedHolding[]>();
  for (const h of held) byCategory.set(h.fund.aimcCategoryTh, [...(byCategory.get(h.fund.aimcCategoryTh) ?? []), h]);
  return [...byCategory.entries()].map(([name, items]) => {
    const aum = sum(items.map((h) => h.aum));
    const cost = sum(items.map((h) => h.cost));
    return {
      aimc_name_th: name,
      weight: percent(aum, total),
      unrealized_percentage: percent(aum - cost, cost),
      unrealized: money(aum - cost),
      aum: money(aum),
      color: items[0]?.fund.color ?? '#57606A',
      funds: items.map((h) => ({
        fund_shortcode: h.fund.code,
        fund_name_th: h.fund.nameTh,
        fund_tax_type: fundTaxType(h.fund.taxType),
        weight: percent(h.aum, total),
        aum: money(h.aum),
        unrealized: money(h.aum - h.cost),
        unrealized_percentage: percent(h.aum - h.cost, h.cost),
      })),
    };
  });
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
      investment_plans: plans.map((p, index) => {
        const aum = sum(held.filter((h) => h.planId === p.id).map((h) => h.aum));
        return { name: p.planName, weight: percent(aum, total), aum: money(aum), color: paletteColor(index), plan_id: String(p.id), account_type: accountTypeOf(p) };
      }),
    },
  };
}
