import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { planList } from '../../../test/fixtures';
import { planRows } from '../model/plan-rows';
import { PlanRowItem } from './plan-row-item';

function renderRow(over: Partial<ReturnType<typeof planRows>[number]>) {
  const [row] = planRows(planList());
  render(
    <MemoryRouter>
      <ul>
        <PlanRowItem plan={{ ...row!, plan_status: 'none', ...over }} />
      </ul>
    </MemoryRouter>,
  );
  return screen.getByTestId('plan-row');
}

describe('plan row status (issue 13 review item 1; spec §3 plan list)', () => {
  it('a goal plan expected below its goal says so with the shortfall instead of "ปกติ"', () => {
    const row = renderRow({
      goal_shortfall: { expected: 2_290_000, goal: 5_000_000, shortfall: 2_710_000, date: '2046-11-18' },
    });
    expect(row.textContent).not.toContain('ปกติ');
    const goal = within(row).getByTestId('plan-row-goal');
    expect(goal.textContent).toBe('มีแนวโน้มไม่ถึงเป้าหมายคาดว่าจะต่ำกว่าเป้าหมาย 2,710,000.00\u00a0บาท');
  });

  it('an on-track plan keeps its status words', () => {
    const row = renderRow({ goal_shortfall: null });
    expect(within(row).getByTestId('plan-row-status').textContent).toBe('ปกติ');
    expect(within(row).queryByTestId('plan-row-goal')).toBeNull();
  });

  it('a status that is not "ปกติ" (pending) stays beside the goal warning', () => {
    const row = renderRow({
      plan_status: 'pending',
      goal_shortfall: { expected: 1, goal: 2, shortfall: 1, date: '2030-01-01' },
    });
    expect(within(row).getByTestId('plan-row-status').textContent).toBe('รอดำเนินการ');
    expect(within(row).getByTestId('plan-row-goal')).toBeTruthy();
  });
});
