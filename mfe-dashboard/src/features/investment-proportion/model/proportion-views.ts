import type { PlansSummary } from '@port/shared/contracts/plans-summary';
import type { ChartSlice } from '../../../components/charts/chart-slice';
import { PALETTE_SIZE, paletteColor } from '../../../components/charts/chart-slice';
import { PROPORTION_MESSAGES } from '../messages';
import { roundToSatang, sumBaht } from '@port/shared/domain/satang';

export type ProportionView = 'broad_categories' | 'categories' | 'funds' | 'plans';
export const PROPORTION_VIEWS: readonly ProportionView[] = ['broad_categories', 'categories', 'funds', 'plans'];

export interface ProportionData {
  slices: ChartSlice[];
  amounts: Record<string, number>;
}

interface Row {
  id: string;
  label: string;
  weight: number;
  aum: number;
}

/** One row per fund: a fund held in several plans is summed (in satang, so the amounts stay exact). */
function fundRows(p: PlansSummary['investment_proportion']): Row[] {
  const byCode = new Map<string, Row>();
  for (const f of p.mutual_funds.flatMap((g) => g.funds)) {
    const seen = byCode.get(f.fund_shortcode);
    byCode.set(
      f.fund_shortcode,
      seen
        ? { ...seen, weight: Math.round((seen.weight + f.weight) * 100) / 100, aum: roundToSatang(seen.aum + f.aum) }
        : { id: f.fund_shortcode, label: f.fund_shortcode, weight: f.weight, aum: f.aum },
    );
  }
  return [...byCode.values()];
}

function rowsOf(view: ProportionView, p: PlansSummary['investment_proportion']): Row[] {
  switch (view) {
    case 'broad_categories':
      return p.broad_categories.map((s) => ({ id: s.name, label: s.name, weight: s.weight, aum: s.aum }));
    case 'categories':
      return p.categories.map((s) => ({ id: s.name, label: s.name, weight: s.weight, aum: s.aum }));
    case 'plans':
      return p.investment_plans.map((s) => ({ id: s.plan_id, label: s.name, weight: s.weight, aum: s.aum }));
    case 'funds':
      return fundRows(p);
  }
}

const basisPoints = (v: number) => Math.round(v * 100);

/**
 * At most one row per palette colour, so no two rows of a chart share a colour (issue 13 item 14):
 * beyond that, the smallest rows are summed into 'อื่นๆ' (in satang and basis points, so the rows
 * still add to the total and to 100 %).
 */
function capRows(rows: Row[], max = PALETTE_SIZE): Row[] {
  if (rows.length <= max) return rows;
  const sorted = [...rows].sort((a, b) => b.aum - a.aum);
  const kept = sorted.slice(0, max - 1);
  const rest = sorted.slice(max - 1);
  const other = {
    id: 'other',
    label: PROPORTION_MESSAGES.other,
    weight: rest.reduce((s, r) => s + basisPoints(r.weight), 0) / 100,
    aum: sumBaht(rest.map((r) => r.aum)),
  };
  return [...kept, other];
}

/**
 * One breakdown of the investment proportion as chart slices plus their amounts. Keys carry the
 * view so that a row of one tab is never reused for another (issue 13 item 1: stale rows).
 */
export function proportionFor(view: ProportionView, p: PlansSummary['investment_proportion']): ProportionData {
  const rows = capRows(rowsOf(view, p));
  return {
    slices: rows.map((r, i) => ({ key: `${view}:${r.id}`, label: r.label, value: r.weight, color: paletteColor(i) })),
    amounts: Object.fromEntries(rows.map((r) => [`${view}:${r.id}`, r.aum])),
  };
}
