import type { PlansSummary } from '@port/shared/contracts/plans-summary';
import type { ChartSlice } from '../../../components/charts/chart-slice';
import { paletteColor } from '../../../components/charts/chart-slice';

export type ProportionView = 'broad_categories' | 'categories' | 'funds' | 'plans';
export const PROPORTION_VIEWS: readonly ProportionView[] = ['broad_categories', 'categories', 'funds', 'plans'];

export interface ProportionData {
  slices: ChartSlice[];
  amounts: Record<string, number>;
}

/** One breakdown of the investment proportion as chart slices plus their amounts. */
export function proportionFor(view: ProportionView, p: PlansSummary['investment_proportion']): ProportionData {
  const rows =
    view === 'broad_categories'
      ? p.broad_categories.map((s) => ({ key: s.name, label: s.name, weight: s.weight, aum: s.aum }))
      : view === 'categories'
        ? p.categories.map((s) => ({ key: s.name, label: s.name, weight: s.weight, aum: s.aum }))
        : view === 'plans'
          ? p.investment_plans.map((s) => ({ key: s.plan_id, label: s.name, weight: s.weight, aum: s.aum }))
          : p.mutual_funds.flatMap((g) =>
              g.funds.map((f) => ({
                key: f.fund_shortcode,
                label: f.fund_shortcode,
                weight: f.weight,
                aum: f.aum,
              })),
            );
  return {
    slices: rows.map((r, i) => ({ key: r.key, label: r.label, value: r.weight, color: paletteColor(i) })),
    amounts: Object.fromEntries(rows.map((r) => [r.key, r.aum])),
  };
}
