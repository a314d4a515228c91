import type { PlanFields } from '@port/shared/contracts/plan-detail';

/**
 * Where the customer edits this plan: plan-select's create page in edit mode (issue 9; spec §2
 * `/plan-select/plans/{planType}/create?action=2&planSlot=N`), keyed by the plan's type as in
 * plan-select's routes (`plans/:planType/create`). plan-select resolves a bare planSlot among the
 * omnibus plans, so a plan of another account also names its planId (which plan-select prefers).
 */
export function planEditHref(plan: Pick<PlanFields, 'plan_type' | 'plan_slot' | 'account_type' | 'plan_id'>): string {
  const query = new URLSearchParams({ action: '2', planSlot: String(plan.plan_slot) });
  if (plan.account_type !== 'omnibus') query.set('planId', plan.plan_id);
  return `/plan-select/plans/${encodeURIComponent(plan.plan_type)}/create?${query.toString()}`;
}
