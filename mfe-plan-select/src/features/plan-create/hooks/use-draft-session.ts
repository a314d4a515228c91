import { useEffect } from 'react';
import { DRAFT_ACTION } from '@port/shared/contracts/plan-draft';
import type { PlanType } from '@port/shared/contracts/enums';
import { goalTypeSchema, type PlanForEdit } from '@port/shared/contracts/plan';
import { useDraftStore } from '../model/draft-store';

export interface DraftSeed {
  planType: PlanType;
  minInitial: number;
  defaultRisk: number;
  /** The plan being edited (action 2), once loaded. */
  editing: PlanForEdit | null;
}

/**
 * Starts the draft of this plan type (a saved draft of the same type is kept), or pre-fills it
 * from the plan being edited. True once the store holds the draft this page should show.
 */
export function useDraftSession(seed: DraftSeed | null): boolean {
  const begin = useDraftStore((s) => s.begin);
  const current = useDraftStore((s) => s.planType);
  const slot = useDraftStore((s) => s.draft.planSlot);
  const editId = seed?.editing?.plan_id;
  useEffect(() => {
    if (!seed) return;
    const plan = seed.editing;
    if (plan) {
      begin(seed.planType, seed.minInitial, {
        action: DRAFT_ACTION.Edit,
        accountType: plan.account_type,
        planSlot: plan.plan_slot,
        goal: goalTypeSchema.safeParse(plan.goal_type).data ?? null,
        target: plan.goal_money,
        skipGoal: plan.goal_money === null,
        timeframe: plan.goal_timeframe,
        skipTimeframe: plan.goal_timeframe === null,
        initial: plan.initial,
        contribution: plan.contribution,
        skipContribution: plan.contribution === 0,
        displayRiskLevel: plan.risk_level,
        planName: plan.plan_name,
      });
    } else {
      begin(seed.planType, seed.minInitial, undefined, seed.defaultRisk);
    }
    // Seeding once per plan type / edited plan; later edits belong to the person.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seed?.planType, editId]);
  if (!seed || current !== seed.planType) return false;
  return seed.editing ? slot === seed.editing.plan_slot : true;
}
