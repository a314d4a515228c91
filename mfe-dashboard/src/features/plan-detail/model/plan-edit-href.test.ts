import { describe, expect, it } from 'vitest';
import { planEditHref } from './plan-edit-href';

describe('planEditHref (issue 9: the plan page links to editing the plan, spec §2)', () => {
  it("an omnibus plan: plan-select's create route of its type with action=2 and its slot", () => {
    expect(planEditHref({ plan_type: 'goal-based', plan_slot: 1, account_type: 'omnibus', plan_id: '11' })).toBe(
      '/plan-select/plans/goal-based/create?action=2&planSlot=1',
    );
  });

  it('a segregate plan also names its id, since a bare slot means an omnibus plan to plan-select', () => {
    expect(planEditHref({ plan_type: 'tax-saving', plan_slot: 2, account_type: 'segregate', plan_id: '42' })).toBe(
      '/plan-select/plans/tax-saving/create?action=2&planSlot=2&planId=42',
    );
  });
});
