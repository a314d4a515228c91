import type { CheckoutPanelPlan } from '@port/shared/contracts/checkout-panel';
import { accountTypeSchema } from '@port/shared/contracts/enums';
import type { PlanListData } from '@port/shared/contracts/plan-list';

/** The customer's first tax-saving plan on an account a checkout can use, or null (then they are offered to create one). */
export function findTaxSavingPlan(list: PlanListData | undefined): CheckoutPanelPlan | null {
  for (const account of list?.accounts ?? []) {
    const accountType = accountTypeSchema.safeParse(account.account_type);
    if (!accountType.success) continue;
    const plan = account.plans.find((p) => p.plan_type === 'tax-saving');
    if (plan)
      return { plan_id: plan.plan_id, account_type: accountType.data, plan_slot: plan.plan_slot, plan_name: plan.plan_name };
  }
  return null;
}
