import { describe, expect, it } from 'vitest';
import type { PlanOnly } from '@port/shared/contracts/plan';
import { planPagePath } from './plan-page-path';

const plan = (over: Partial<PlanOnly>): PlanOnly => ({
  plan_id: 'p',
  goal_type: null,
  plan_name: 'แผน',
  initial: 0,
  contribution: 0,
  risk_level: 1,
  is_deleted: false,
  plan_type: 'general',
  plan_slot: 2,
  account_type: 'omnibus',
  ...over,
});

describe('plan page path', () => {
  it('spec §2: live omnibus and segregate plans resolve to their pages', () => {
    expect(planPagePath(plan({}))).toBe('/dashboard/omnibus/2');
    expect(planPagePath(plan({ account_type: 'segregate', plan_slot: 7 }))).toBe('/dashboard/segregate/7');
  });

  it('spec §2: deleted plans and private-fund plans have no page', () => {
    expect(planPagePath(plan({ is_deleted: true }))).toBeNull();
    expect(planPagePath(plan({ account_type: 'private-fund' }))).toBeNull();
  });
});
