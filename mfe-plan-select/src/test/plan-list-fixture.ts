import type { PlanListData, PlanListItem } from '@port/shared/contracts/plan-list';
import { planListData, planListItem } from '@port/shared/test/plan-list';

const plan = (plan_id: string, plan_slot: number, plan_name: string): PlanListItem =>
  planListItem({ plan_id, plan_slot, plan_name });
const account = (account_type: 'omnibus' | 'segregate', plans: PlanListItem[]) => ({
  account_type,
  account_code: `${account_type}-1`,
  status: 'ACCOUNT_APPROVED' as const,
  aum: 1000,
  plans,
});

/** A customer with slot 1 in both accounts: omnibus 'บ้าน' (id o-1) and segregate 'เกษียณ' (id s-1). */
export const twoAccountsPlanList: PlanListData = planListData({
  accounts: [account('omnibus', [plan('o-1', 1, 'บ้าน')]), account('segregate', [plan('s-1', 1, 'เกษียณ')])],
});
