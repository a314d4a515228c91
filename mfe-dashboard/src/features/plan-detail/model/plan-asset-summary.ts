import type { Outstanding } from '@port/shared/contracts/plan-detail';
import { roundToSatang } from '@port/shared/domain/satang';

export interface PlanAssetSummary {
  aum: number;
  cost: number;
  unrealized: number;
  /** Unrealized P/L over cost, in percent; 0 when nothing was invested. */
  unrealizedPercentage: number;
}

/** The plan's asset summary from its holdings (rounded to satang, like the server). */
export function planAssetSummary(outstandings: readonly Outstanding[]): PlanAssetSummary {
  const aum = roundToSatang(outstandings.reduce((s, o) => s + o.aum, 0));
  const cost = roundToSatang(outstandings.reduce((s, o) => s + o.cost, 0));
  const unrealized = roundToSatang(outstandings.reduce((s, o) => s + o.unrealized_pl, 0));
  // The percentage to 2 decimals, rounded like the amounts.
  return { aum, cost, unrealized, unrealizedPercentage: cost > 0 ? roundToSatang((unrealized / cost) * 100) : 0 };
}
