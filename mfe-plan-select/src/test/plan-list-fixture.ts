import type { PlanListData, PlanListItem } from '@port/shared/contracts/plan-list';

const plan = (plan_id: string, plan_slot: number, plan_name: string): PlanListItem => ({
  plan_id,
  plan_slot,
  plan_name,
  plan_type: 'goal-based',
  plan_type_display: 'แผนการลงทุนตามเป้าหมาย',
  plan_type_badge_url: null,
  risk_level: 5,
  risk_level_text: 'ความเสี่ยงปานกลางค่อนข้างสูง',
  aum: 1000,
  cost: 1000,
  unrealized_pl: 0,
  unrealized_percentage: 0,
  plan_status: 'on_process',
  is_aa_enabled: false,
});
const account = (account_type: 'omnibus' | 'segregate', plans: PlanListItem[]) => ({
  account_type,
  account_code: `${account_type}-1`,
  status: 'ACCOUNT_APPROVED' as const,
  aum: 1000,
  plans,
});

/** A customer with slot 1 in both accounts: omnibus 'บ้าน' (id o-1) and segregate 'เกษียณ' (id s-1). */
export const twoAccountsPlanList: PlanListData = {
  visual_status: {
    oa: 'ACCOUNT_READY',
    customer: [],
    port: 'NONE',
    options: {
      maintenance_message: null,
      expiry_dates: { kyc: null, suit: null, id_card: null },
      bank: null,
      reject_reason: null,
    },
  },
  accounts: [account('omnibus', [plan('o-1', 1, 'บ้าน')]), account('segregate', [plan('s-1', 1, 'เกษียณ')])],
  can_oa: {
    siam_validus: 'DISABLED',
    daingern_invest: 'DISABLED',
    kkp_savings: 'DISABLED',
    omnibus: 'OPENED',
    segregate: 'OPENED',
  },
  customer: { agent: null },
};
