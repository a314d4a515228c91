import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { WealthPath } from '@port/shared/contracts/wealth-path';
import { GoalOutlookNotice } from './goal-outlook-notice';

const plot = (year: number, expected: number) => ({ date: `${year}-11-18`, lower: expected, expected, upper: expected });

/** Two years left to a 120,000 baht goal, expected 88,240.15: the expiring customer's plan. */
const path: WealthPath = {
  graph_upper_bound: 150_000,
  current: { amount: 50_896.48, date: '2026-11-18' },
  target: { amount: 88_240.15, date: '2027-11-18' },
  plots: [plot(2027, 88_240.15)],
  goal: {
    amount: 120_000,
    probability: 0,
    required_contribution: { p50: 5_000, p80: 5_682 },
    on_track: false,
    fixes: { contribution: 5_682, timeframe: 2, lump_sum: 31_968 },
  },
};

describe('goal outlook notice (issue 13 item 2; spec §3 wealth path, §9)', () => {
  it('the longer-timeframe fix says how many more years and the year it ends, not a total that equals the plan’s own', () => {
    render(
      <MemoryRouter>
        <GoalOutlookNotice
          wealthPath={path}
          goalMoney={120_000}
          fixHref="/plan-select/plans/goal-based/create?action=2&planSlot=1"
        />
      </MemoryRouter>,
    );
    const notice = screen.getByTestId('goal-off-track');
    expect(notice.textContent).toContain('ขยายระยะเวลาออกไปอีก 1 ปี (ถึงปี พ.ศ.\u00a02571)');
    expect(notice.textContent).toContain('คาดว่าจะได้ 88,240.15\u00a0บาท ณ 18 พ.ย. 2570 ต่ำกว่าเป้าหมาย 120,000.00\u00a0บาท');
  });

  it('while buying is stopped the fixes are prefixed with what comes first: หลังทำแบบประเมินใหม่ (issue 13 review item 2)', () => {
    render(
      <MemoryRouter>
        <GoalOutlookNotice wealthPath={path} goalMoney={120_000} fixHref="/plan-select" fixesPrefix="หลังทำแบบประเมินใหม่" />
      </MemoryRouter>,
    );
    const notice = screen.getByTestId('goal-off-track');
    expect(notice.textContent).toContain('หลังทำแบบประเมินใหม่ ทางเลือกที่ทำให้มีโอกาสถึงเป้าหมาย');
    expect(screen.getByTestId('goal-fix-link').textContent).toMatch(/^หลังทำแบบประเมินใหม่ /);
  });
});
