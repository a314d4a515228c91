import { describe, expect, it } from 'vitest';
import { goalTimeLeft } from './goal-time-left';

const at = (iso: string) => new Date(iso).getTime();

describe('goal time left (issue 13 review item 4; spec §3 wealth path, §9 dates)', () => {
  it('a 2-year plan made a year ago has 1 year left, to the same day next year in Bangkok', () => {
    const plan = { goal_timeframe: 2, created_at: '2025-11-18T03:00:00Z' };
    expect(goalTimeLeft(plan, at('2026-11-18T10:00:00+07:00'))).toEqual({ years: 1, date: '2027-11-18' });
  });

  it('counts the Bangkok day: 23:30 UTC is already the next day in Bangkok', () => {
    const plan = { goal_timeframe: 5, created_at: '2026-11-18T00:00:00Z' };
    expect(goalTimeLeft(plan, at('2026-11-18T23:30:00Z'))).toEqual({ years: 5, date: '2031-11-19' });
  });

  it('29 Feb ends on 28 Feb of the goal year', () => {
    const plan = { goal_timeframe: 1, created_at: '2028-02-29T00:00:00Z' };
    expect(goalTimeLeft(plan, at('2028-02-29T10:00:00+07:00')).date).toBe('2029-02-28');
  });
});
