import type { PlanSelectOverview, PlanTypeCard, PlanTypeInfo } from '@port/shared/contracts/plan-select';
import type { WealthPath } from '@port/shared/contracts/wealth-path';

export const goalCard: PlanTypeCard = {
  plan_type: 'goal-based',
  name: 'แผนการลงทุนตามเป้าหมาย',
  description: 'ตั้งเป้าหมาย ระยะเวลา และเงินลงทุนรายเดือน',
  badge_url: '/static/badges/goal-based.svg',
  suggested_risk_level: 5,
  min_initial: 1000,
  // The server's rulebook minimum per level 1–8 (shared/domain/plan-minimum); 1,000 at the suggested level 5.
  min_initial_by_level: [1, 834, 715, 1667, 1000, 2500, 2500, 5000],
  highlights: ['คำนวณเส้นทางความมั่งคั่ง'],
};

export const goalInfo = (
  customerRisk: number | null = null,
  risk = 5,
  riskState: PlanTypeInfo['customer_risk_state'] = customerRisk === null ? null : 'current',
  suitExpiry: string | null = null,
): PlanTypeInfo => ({
  ...goalCard,
  min_initial: goalCard.min_initial_by_level[risk - 1] ?? goalCard.min_initial,
  customer_risk_level: customerRisk,
  customer_risk_state: riskState,
  customer_suit_expiry: suitExpiry,
  model: {
    code: 'MP-BALANCED',
    title: 'พอร์ตสมดุล',
    sub_title: 'ผสมหุ้นและตราสารหนี้',
    description: 'สมดุล',
    risk_level: risk,
    risk_level_display: `ระดับ ${risk} - ความเสี่ยงปานกลางค่อนข้างสูง`,
    annual_target: 4.5,
    volatility: 8,
    categories: [
      { name: 'กองทุนผสม', weight: 60 },
      { name: 'ตราสารหนี้', weight: 40 },
    ],
    funds: [
      { fund_shortcode: 'KFSMART', fund_name_th: 'กรุงศรีสมาร์ท', aimc_category_th: 'กองทุนผสม', risk_level: 5, weight: 60 },
      { fund_shortcode: 'K-FIXED', fund_name_th: 'เค ตราสารหนี้', aimc_category_th: 'ตราสารหนี้', risk_level: 4, weight: 40 },
    ],
  },
});

export const overview: PlanSelectOverview = {
  title: 'เลือกแผนการลงทุนที่ใช่สำหรับคุณ',
  plan_types: [goalCard],
  playlists: [{ playlist_type: 'money-market', title: 'พักเงิน' }],
  slas: [{ sla_type: 'exclusive', name_th: 'Exclusive' }],
};

export const wealthPath = (probability: number): WealthPath => ({
  graph_upper_bound: 500000,
  current: { amount: 10000, date: '2026-11-18' },
  target: { amount: 210000, date: '2031-11-18' },
  plots: [1, 2, 3, 4, 5].map((y) => ({
    date: `${2026 + y}-11-18`,
    lower: 40000 * y * 0.9,
    expected: 42000 * y,
    upper: 45000 * y,
  })),
  goal: {
    amount: 300000,
    probability,
    required_contribution: { p50: 4500, p80: 5200 },
    on_track: probability >= 80,
    fixes: probability >= 80 ? null : { contribution: 5200, timeframe: 7, lump_sum: 60000 },
  },
});

export const signedOut = { sub: '', name: '', customer_id: '', email: null, logged_in: false };
export const signedIn = { sub: 'sub-c0003', name: 'มานี', customer_id: 'C0003', email: null, logged_in: true };
