import type { CanOa, PlanListData, PlanListItem } from '../contracts/plan-list';
import type { VisualStatus } from '../contracts/visual-status';

/** The visual status of a customer whose account is ready and who has nothing pending (spec §3). */
export const readyVisualStatus = (over: Partial<VisualStatus> = {}): VisualStatus => ({
  oa: 'ACCOUNT_READY',
  customer: [],
  port: 'NONE',
  options: {
    maintenance_message: null,
    expiry_dates: { kyc: null, suit: null, id_card: null },
    bank: null,
    reject_reason: null,
  },
  ...over,
});

/** One goal-based plan in the plan list; name the fields a test cares about. */
export const planListItem = (over: Partial<PlanListItem> = {}): PlanListItem => ({
  plan_id: 'p-1',
  plan_slot: 1,
  plan_name: 'แผน',
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
  ...over,
});

type PlanListOverrides = Partial<Omit<PlanListData, 'can_oa'>> & { can_oa?: Partial<CanOa> };

/**
 * The plan list as the server answers it (spec §7 plan-list): by default a ready customer with no
 * accounts listed, both omnibus and segregate opened, the others disabled, no agent account.
 */
export const planListData = ({ can_oa, ...over }: PlanListOverrides = {}): PlanListData => ({
  visual_status: readyVisualStatus(),
  accounts: [],
  can_oa: {
    siam_validus: 'DISABLED',
    daingern_invest: 'DISABLED',
    kkp_savings: 'DISABLED',
    omnibus: 'OPENED',
    segregate: 'OPENED',
    ...can_oa,
  },
  customer: { agent: null },
  ...over,
});
