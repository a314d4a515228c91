import { describe, expect, it } from 'vitest';
import type { WealthPath } from '@port/shared/contracts/wealth-path';
import { planDetail } from '../../../test/plan-fixtures';
import { goalShortfall, pathRows, remainingYears, wealthPathQuery } from './wealth-path-view';

const path = (expectedAtGoal: number, goal: WealthPath['goal'] = null): WealthPath => ({
  graph_upper_bound: 5_000_000,
  current: { amount: 309_017, date: '2026-11-18' },
  target: { amount: expectedAtGoal, date: '2034-11-18' },
  plots: [
    { date: '2027-11-18', lower: 330_000, expected: 450_000, upper: 520_000 },
    { date: '2034-11-18', lower: 1_500_000, expected: expectedAtGoal, upper: 3_000_000 },
  ],
  goal,
});

describe('wealth path view', () => {
  const now = Date.parse('2026-11-18T03:00:00Z');

  it('issue 13 item 3: the projection starts from the current value over the years left, and asks with the goal', () => {
    const plan = {
      ...planDetail().plan,
      goal_timeframe: 8,
      created_at: '2025-05-01T00:00:00Z',
      goal_money: 2_000_000,
      contribution: 10_000,
    };
    // The goal date is 2033-05-01: 6.45 years after the clock.
    expect(remainingYears(plan, now)).toBe(6);
    expect(remainingYears({ goal_timeframe: null, created_at: '2026-11-01T00:00:00Z' }, now)).toBe(10);
    expect(remainingYears({ goal_timeframe: 1, created_at: '2020-01-01T00:00:00Z' }, now)).toBe(1);
    expect(wealthPathQuery(plan, 309_017.4, now)).toEqual({
      initial: 309_017.4,
      contribution: 10_000,
      timeframe: 6,
      target: 2_000_000,
    });
    expect(wealthPathQuery({ ...plan, goal_money: null }, 1, now).target).toBeUndefined();
  });

  it('issue 13 item 3: rows start today at the current value; each year adds twelve monthly amounts to what is put in', () => {
    const rows = pathRows(path(1_800_000), 309_017, 10_000);
    expect(rows[0]).toEqual({ date: '2026-11-18', lower: 309_017, expected: 309_017, upper: 309_017, invested: 309_017 });
    expect(rows[1]?.invested).toBe(429_017);
    expect(rows).toHaveLength(3);
  });

  it('issue 13 item 2: a shortfall only when the expected outcome at the goal date is below the goal', () => {
    expect(goalShortfall(path(1_800_000), 2_000_000)).toEqual({
      expected: 1_800_000,
      goal: 2_000_000,
      shortfall: 200_000,
      date: '2034-11-18',
    });
    expect(goalShortfall(path(2_000_000), 2_000_000)).toBeNull();
    expect(goalShortfall(path(1_800_000), null)).toBeNull();
  });
});
