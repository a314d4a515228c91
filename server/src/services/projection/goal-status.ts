import { goalShortfall, remainingYears, type Shortfall } from '@port/shared/domain/goal-shortfall';
import { isGoalOrGoePlan } from '@port/shared/domain/plan-flags';
import type { PlanType } from '@port/shared/contracts/enums';
import { businessNow } from '../../lib/clock';
import { finalExpected } from './projection';

export type GoalPlanFacts = {
  planType: PlanType;
  riskLevel: number;
  /** The plan's value now, in baht (2 decimals): where its wealth path starts. */
  value: number;
  contribution: number;
  goalMoney: number | null;
  goalTimeframe: number | null;
  createdAt: Date;
};

/**
 * Whether a goal or goe plan is expected to miss its goal (issue 13 review item 1): the same
 * projection the plan page draws (the wealth path from today's value, adding the monthly amount,
 * over the years left) and the same rule (shared/domain/goal-shortfall), so the plan list and the
 * plan page never disagree. Null for other plans, plans without a goal and plans on track.
 */
export async function goalShortfallOf(plan: GoalPlanFacts, now: Date = businessNow()): Promise<Shortfall | null> {
  if (!isGoalOrGoePlan({ plan_type: plan.planType }) || plan.goalMoney === null || plan.goalMoney <= 0) return null;
  const timeframe = remainingYears(
    { goal_timeframe: plan.goalTimeframe, created_at: plan.createdAt.toISOString() },
    now.getTime(),
  );
  // The rule reads only the path's last plot (the goal outlook's fixes are the plan page's).
  const last = await finalExpected({
    riskLevel: plan.riskLevel,
    initial: Math.max(0, Math.round(plan.value * 100) / 100),
    contribution: plan.contribution,
    timeframe,
  });
  return goalShortfall([last], plan.goalMoney);
}
