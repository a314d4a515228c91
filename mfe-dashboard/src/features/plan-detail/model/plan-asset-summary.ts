import type { Outstanding } from '@port/shared/contracts/plan-detail';

export interface PlanAssetSummary {
  aum: number;
  cost: number;
  unrealized: number;
  /** Unrealized P/L over cost, in percent; 0 when nothing was invested. */
  unrealizedPercentage: number;
}

/** The plan's asset summary from its holdings (rounded to satang, like the server). */
export function planAssetSummary(outstandings: readonly Outstanding[]): PlanAssetSummary {
  const round = (v: number) => Math.round(v * 100) / 100;
  const aum = round(outstandings.reduce((s, o) => s + o.aum, 0));
  const cost = round(outstandings.reduce((s, o) => s + o.cost, 0));
  const unrealized = round(outstandings.reduce((s, o) => s + o.unrealized_pl, 0));
  return { aum, cost, unrealized, unrealizedPercentage: cost > 0 ? round((unrealized / cost) * 100) : 0 };
}
