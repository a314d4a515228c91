import type { ModelPort } from '@port/shared/contracts/model-port';
import type { Order } from '@port/shared/contracts/order';
import type { PlanDetailWire } from '@port/shared/contracts/plan-detail';
import type { Outstanding } from '@port/shared/contracts/plan-detail';
import { pendingOrder } from '@port/shared/test/orders';

const outstanding = (fund: string, tax: Outstanding['fund_tax_type'], units: number): Outstanding => ({
  fund_shortcode: fund,
  fund_name_th: `กองทุน ${fund}`,
  fund_tax_type: tax,
  units,
  nav: 10,
  nav_date: '2026-11-20',
  aum: 10_000,
  cost: 9_000,
  unrealized_pl: 1_000,
  unrealized_percentage: 11.11,
  weight: 25,
});

/** A pending buy of `fund` (shared fixture): placed 21 Nov 2026, traded 23 Nov, paid by ATS. */
export const order = (orderNo: string, fund: string): Order => pendingOrder(orderNo, fund);

export const planDetail = (over: Partial<PlanDetailWire['plan']> = {}): PlanDetailWire => ({
  customer: { customer_id: 'c-1', display_name: 'สมชาย' },
  outstandings: [
    outstanding('KFGBRANDRMF', null, 100.5),
    outstanding('SCBRMF', 'rmf', 1234.56789),
    outstanding('K-TESG', 'tesg', 5),
    outstanding('KFSSF', 'ssf', 12.3),
  ],
  pra: null,
  dca: {
    status: 'need-adjustment',
    total_amount: 3_000,
    monthly_amount: 5_000,
    min_amount: 1_000,
    day_of_month: 5,
    next_debit_date: '2026-12-08',
    bank: null,
  },
  plan: {
    plan_id: 'p-1',
    plan_slot: 1,
    plan_name: 'แผนเกษียณสุขใจ',
    plan_type: 'goal-based',
    plan_type_display: 'แผนตามเป้าหมาย',
    goal_timeframe: 20,
    initial: 100_000,
    contribution: 5_000,
    goal_money: 5_000_000,
    goal_type: 'retirement',
    risk_level: 5,
    risk_level_text: 'ความเสี่ยงปานกลางค่อนข้างสูง',
    risk_level_display: '5',
    created_at: '2026-01-01T00:00:00.000Z',
    account_type: 'omnibus',
    pra_status: 'NONE',
    slug_name: 'retire',
    can_redraft: true,
    plan_type_badge_url: null,
    is_aa_enabled: false,
    account_code: 'OMN-1',
    model: null,
    ...over,
  },
  trading: { pending_orders: [order('ORD-1', 'KFSSF'), order('ORD-2', 'SCBRMF')], dca_profiles: [] },
  show_feature_acknowledgement: { aa_welcome: false },
});

/** A plan's proposal order with one buy line (spec §7 v2/proposal-order), for the plan page's link. */
export const proposalOrder = (planId: string) => ({
  plan_id: planId,
  lines: [
    {
      order_type: 'buy',
      fund_shortcode: 'KFSSF',
      fund_name_th: 'กองทุนเปิดเค',
      sw_to_fund: null,
      amount: 1000,
      unit: null,
      estimated_amount: null,
      risk_level: 5,
      fact_sheet_url: null,
      cutoff_time: '15:30',
      trade_date: '2026-11-23',
      nav_date: '2026-11-23',
      settlement_date: '2026-11-24',
      next_day_reason: null,
      holding_condition: null,
    },
  ],
  total_buy_amount: 1000,
  created_at: '2026-11-22T03:00:00.000Z',
});

/** The tax-saving plan's model (MP-TAX) with no funds and no market timing; `over` replaces fields. */
export const modelPort = (over: Partial<ModelPort> = {}): ModelPort => ({
  plan_type_display: 'แผนลดหย่อนภาษี',
  title: 'MP-TAX',
  description: '',
  sub_title: '',
  content_url: null,
  annual_target: 6,
  icon: null,
  port_information: [],
  port_detail: '',
  broad_categories: [],
  categories: [],
  asset: { data: [], summary: { initial_amount: 0, contribution_amount: 0, weight: 0 } },
  market_timing: null,
  ...over,
});
