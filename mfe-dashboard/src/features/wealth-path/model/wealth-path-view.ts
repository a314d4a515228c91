import type { PlanFields } from '@port/shared/contracts/plan-detail';
import type { ProjectionQuery, WealthPath } from '@port/shared/contracts/wealth-path';
import { goalShortfall as sharedGoalShortfall, remainingYears, type Shortfall } from '@port/shared/domain/goal-shortfall';
import { roundToSatang } from '@port/shared/domain/satang';

// The rule itself lives in shared so the server's plan list judges the same way (issue 13 review item 1).
export { remainingYears };

/**
 * The projection asked of the server (issue 13 item 3): it starts from the plan's current value
 * (not the amount it was opened with), adds the plan's monthly amount, and carries the goal so
 * that the answer says how likely the plan reaches it (issue 13 item 2).
 */
export function wealthPathQuery(
  plan: Pick<PlanFields, 'contribution' | 'goal_money' | 'goal_timeframe' | 'created_at'>,
  currentValue: number,
  now: number,
): ProjectionQuery {
  return {
    initial: Math.max(0, roundToSatang(currentValue)),
    contribution: plan.contribution,
    timeframe: remainingYears(plan, now),
    target: plan.goal_money !== null && plan.goal_money > 0 ? plan.goal_money : undefined,
  };
}

export interface PathRow {
  date: string;
  lower: number;
  expected: number;
  upper: number;
  /** What the customer has put in by then: the current value plus the monthly amounts. */
  invested: number;
}

/** The path's rows from today (the current value) to the goal date, with the money put in by each date. */
export function pathRows(w: WealthPath, currentValue: number, contribution: number): PathRow[] {
  const start = {
    date: w.current.date,
    lower: currentValue,
    expected: currentValue,
    upper: currentValue,
    invested: currentValue,
  };
  return [start, ...w.plots.map((p, i) => ({ ...p, invested: roundToSatang(currentValue + contribution * 12 * (i + 1)) }))];
}

/** The expected outcome at the goal date when it is below the goal (issue 13 item 2); null otherwise. */
export function goalShortfall(w: WealthPath, goalMoney: number | null): Shortfall | null {
  return sharedGoalShortfall(w.plots, goalMoney);
}
