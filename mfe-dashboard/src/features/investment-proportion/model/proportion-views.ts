import type { PlansSummary } from '@port/shared/contracts/plans-summary';
import type { ChartSlice } from '../../../components/charts/chart-slice';
import { paletteColor } from '../../../components/charts/chart-slice';

export type ProportionView = 'broad_categories' | 'categories' | 'funds' | 'plans';
export const PROPORTION_VIEWS: readonly ProportionView[] = ['broad_categories', 'categories', 'funds', 'plans'];

export interface ProportionData {
  slices: ChartSlice[];
  amounts: Record<string, number>;
}

const colorOr = (color: string, index: number): string => (color ? color : paletteColor(index));

/** One breakdown of the investment proportion as chart slices plus their amounts. */
export function proportionFor(view: ProportionView, p: PlansSummary['investment_proportion']): ProportionData {
  const rows =
    view === 'broad_categories'
      ? p.broad_categories.map((s) => ({ key: s.name, label: s.name, weight: s.weight, aum: s.aum, color: s.color }))
      : view === 'categories'
        ? p.categories.map((s) => ({ key: s.name, label: s.name, weight: s.weight, aum: s.aum, color: s.color }))
        : view === 'plans'
          ? p.investment_plans.map((s) => ({ key: s.plan_id, label: s.name, weight: s.weight, aum: s.aum, color: s.color }))
          : p.mutual_funds.flatMap((g) =>
              g.funds.map((f) => ({
                key: f.fund_shortcode,
                label: f.fund_shortcode,
                weight: f.weight,
                aum: f.aum,
                color: '',
              })),
            );
  return {
    slices: rows.map((r, i) => ({ key: r.key, label: r.label, value: r.weight, color: colorOr(r.color, i) })),
    amounts: Object.fromEntries(rows.map((r) => [r.key, r.aum])),
  };
}
