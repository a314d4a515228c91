import type { PlanListData } from '@port/shared/contracts/plan-list';
import type { PlansSummary } from '@port/shared/contracts/plans-summary';
import { planListData, readyVisualStatus } from '@port/shared/test/plan-list';
import { theme } from '@port/shared/ui/theme';

export const visualStatus = readyVisualStatus;

export const planList = (over: Partial<PlanListData> = {}): PlanListData =>
  planListData({
    accounts: [
      {
        account_type: 'omnibus',
        account_code: 'OMN-1',
        status: 'ACCOUNT_READY',
        aum: 150000,
        plans: [
          {
            plan_id: 'p-1',
            plan_slot: 1,
            plan_name: 'แผนเกษียณสุขใจ',
            plan_type: 'goal-based',
            plan_type_display: 'แผนตามเป้าหมาย',
            plan_type_badge_url: null,
            risk_level: 5,
            risk_level_text: 'ความเสี่ยงปานกลางค่อนข้างสูง',
            aum: 150000,
            cost: 140000,
            unrealized_pl: 10000,
            unrealized_percentage: 7.14,
            plan_status: 'pending',
            is_aa_enabled: false,
          },
        ],
      },
      {
        account_type: 'segregate',
        account_code: 'SEG-1',
        status: 'ACCOUNT_READY',
        aum: 50000,
        plans: [
          {
            plan_id: 'p-2',
            plan_slot: 1,
            plan_name: 'แผนลดหย่อนภาษี',
            plan_type: 'tax-saving',
            plan_type_display: 'ลดหย่อนภาษี',
            plan_type_badge_url: null,
            risk_level: 4,
            risk_level_text: 'ความเสี่ยงปานกลาง',
            aum: 50000,
            cost: 52000,
            unrealized_pl: -2000,
            unrealized_percentage: -3.85,
            plan_status: 'none',
            is_aa_enabled: false,
          },
        ],
      },
    ],
    can_oa: { siam_validus: 'HIDDEN', daingern_invest: 'HIDDEN', kkp_savings: 'READY', omnibus: 'OPENED', segregate: 'OPENED' },
    ...over,
  });

export const plansSummary = (): PlansSummary => ({
  asset_summary: {
    aum: 2_500_000,
    cost: 2_300_000.5,
    total_pl: 215_000.25,
    unrealized_pl: 199_999.5,
    unrealized_percentage: 8.7,
    realized_pl: -1_234.5,
    realized_trading_pl: 0,
    dividend: 15_234.75,
  },
  investment_proportion: {
    broad_categories: [
      { name: 'ตราสารทุน', weight: 60, aum: 1_500_000, color: theme.chart.categories[0] },
      { name: 'ตราสารหนี้', weight: 40, aum: 1_000_000, color: theme.chart.categories[1] },
    ],
    categories: [{ name: 'หุ้นไทย', weight: 100, aum: 2_500_000, color: theme.chart.categories[2] }],
    mutual_funds: [],
    investment_plans: [
      {
        name: 'แผนเกษียณสุขใจ',
        weight: 100,
        aum: 2_500_000,
        color: theme.chart.categories[4],
        plan_id: 'p-1',
        account_type: 'omnibus',
      },
    ],
  },
});
