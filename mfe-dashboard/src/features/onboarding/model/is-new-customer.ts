import type { PlanListData } from '@port/shared/contracts/plan-list';

/**
 * A customer with no fund account yet who can start or continue opening one (issue 13 item 8): they
 * get one onboarding card instead of empty figures. Unknown (false) until the plan list answers.
 */
export function isNewCustomer(data: PlanListData | undefined): boolean {
  if (!data || data.accounts.length > 0) return false;
  return data.visual_status.oa === 'NO_ACCOUNT' || data.visual_status.oa === 'ACCOUNT_OPENING';
}
