import { SOURCE } from '@port/shared/contracts/common';
import type { PlanType } from '@port/shared/contracts/enums';
import type { PlanBody } from '@port/shared/contracts/plan';
import type { PlanDraft } from '@port/shared/contracts/plan-draft';

/** The §7 plan body ("plan body plus source") from a checked draft; skipped parts are sent empty. */
export function planBody(planType: PlanType, draft: PlanDraft): PlanBody {
  return {
    plan_name: draft.planName.trim(),
    plan_type: planType,
    goal_type: draft.skipGoal ? null : draft.goal,
    goal_money: draft.skipGoal ? null : draft.target,
    goal_timeframe: draft.skipTimeframe ? null : draft.timeframe,
    initial: draft.initial,
    contribution: draft.skipContribution ? 0 : draft.contribution,
    risk_level: draft.displayRiskLevel ?? 1,
    source: SOURCE,
  };
}

/** What the projection needs from the draft, or null while it lacks it. */
export function projectionInput(draft: PlanDraft) {
  const timeframe = draft.skipTimeframe ? null : draft.timeframe;
  if (!timeframe || draft.displayRiskLevel === null) return null;
  return {
    riskLevel: draft.displayRiskLevel,
    initial: draft.initial,
    contribution: draft.skipContribution ? 0 : draft.contribution,
    timeframe,
    target: draft.skipGoal ? null : draft.target,
  };
}
