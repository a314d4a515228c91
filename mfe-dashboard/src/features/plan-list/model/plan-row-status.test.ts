import { describe, expect, it } from 'vitest';
import type { PlanListItem } from '@port/shared/contracts/plan-list';
import { planRowStatus } from './plan-row-status';

const plan = (extra: Partial<PlanListItem>): PlanListItem => ({
  plan_id: '1',
  plan_slot: 1,
  plan_name: 'เงินออมเพื่อลูก',
  plan_type: 'general',
  plan_type_display: 'แผนการลงทุนทั่วไป',
  plan_type_badge_url: null,
  risk_level: 4,
  risk_level_text: 'ปานกลาง',
  aum: 1000,
  cost: 1000,
  unrealized_pl: 0,
  unrealized_percentage: 0,
  plan_status: 'none',
  is_aa_enabled: false,
  ...extra,
});

describe('plan row status (issue 22; spec §4 PRA statuses)', () => {
  it('a failed regular-investment debit is never "ปกติ", and comes before DCA work', () => {
    expect(planRowStatus(plan({ pra_status: 'PRA_ERROR', dca_status: 'need-set' }))).toEqual({
      kind: 'pra-error',
      tone: 'danger',
    });
    expect(planRowStatus(plan({ pra_status: 'PRA' }))).toEqual({ kind: 'server', status: 'none', tone: 'neutral' });
  });

  it('spec §4 need-topup-min-invest (issue 22 item 2): below the minimum outranks the goal and DCA warnings, not an error', () => {
    const below = { min_invest_topup: { minimum: 2_500, topup: 500 } };
    expect(planRowStatus(plan({ ...below, dca_status: 'need-set' }))).toEqual({
      kind: 'min-invest',
      client: 'need-topup-min-invest',
      tone: 'warning',
    });
    expect(planRowStatus(plan({ ...below, plan_status: 'error' }))).toEqual({ kind: 'server', status: 'error', tone: 'danger' });
    expect(planRowStatus(plan({ goal_shortfall: { expected: 1, goal: 2, shortfall: 1, date: '2030-01-01' } }))).toEqual({
      kind: 'goal',
      client: 'need-topup',
      tone: 'warning',
    });
  });
});
