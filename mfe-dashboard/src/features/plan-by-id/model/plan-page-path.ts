import type { PlanOnly } from '@port/shared/contracts/plan';

/** Where a plan's page lives, or null for a deleted plan or one without a plan page. */
export function planPagePath(plan: PlanOnly): string | null {
  if (plan.is_deleted) return null;
  if (plan.account_type !== 'omnibus' && plan.account_type !== 'segregate') return null;
  return `/dashboard/${plan.account_type}/${plan.plan_slot}`;
}
