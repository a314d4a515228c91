import { describe, expect, it } from 'vitest';
import { dcaStatusOf, nextDcaDebitDate, praStatusOfDca, type DcaProfileFacts } from './dca';

const baht = (n: number) => BigInt(n) * 100n;
const p = (fundCode: string, amount: number, status: DcaProfileFacts['status'] = 'active'): DcaProfileFacts => ({
  fundCode,
  amount: baht(amount),
  status,
});

describe('DCA status of a plan (issue 17 item 3; spec §4 DCA)', () => {
  it.each([
    ['no monthly amount, nothing set', 0, ['A'], [], 'none'],
    ['no monthly amount, a debit still active', 0, ['A'], [p('A', 1000)], 'need-remove'],
    ['no monthly amount, only a paused debit', 0, ['A'], [p('A', 1000, 'paused')], 'none'],
    ['a monthly amount, nothing set', 4000, ['A', 'B'], [], 'need-set'],
    ['a monthly amount, only cancelled debits', 4000, ['A'], [p('A', 4000, 'cancelled')], 'need-set'],
    // investor's plan 3: 4,000 a month, 2,500 active and 1,500 paused.
    ['less than the monthly amount active', 4000, ['A', 'B'], [p('A', 2500), p('B', 1500, 'paused')], 'need-adjustment'],
    ['the amount, but other funds than the plan', 4000, ['A', 'B'], [p('A', 2000), p('C', 2000)], 'need-adjustment'],
    ['more than the monthly amount', 4000, ['A'], [p('A', 5000)], 'need-adjustment'],
    ['the amount in the plan funds', 4000, ['A', 'B'], [p('A', 2400), p('B', 1600)], 'match'],
    ['a plan without funds yet: the amount decides', 4000, [], [p('A', 4000)], 'match'],
  ] as const)('%s: %s', (_name, monthly, funds, profiles, status) => {
    expect(dcaStatusOf(baht(monthly), funds, profiles)).toBe(status);
  });

  it('gives the PRA status of spec §4 for the states that need an action', () => {
    expect(praStatusOfDca('need-set')).toBe('DCA_NEED_SET');
    expect(praStatusOfDca('need-adjustment')).toBe('DCA_NEED_ADJUSTMENT');
    expect(praStatusOfDca('need-remove')).toBe('DCA_NEED_REMOVE');
    expect(praStatusOfDca('match')).toBeNull();
  });
});

describe('next DCA debit on a Thai business day (issue 17 "Why" 4)', () => {
  it.each([
    // 5 Dec 2569 is a Saturday and a holiday, Monday the 7th its substitute: the debit is Tuesday the 8th.
    [5, '2026-11-26', '2026-12-08'],
    [5, '2026-12-07', '2026-12-08'],
    [5, '2026-12-09', '2027-01-05'],
    [25, '2026-11-18', '2026-11-25'],
    [25, '2026-11-25', '2026-11-25'],
    [25, '2026-11-26', '2026-12-25'],
    // 31 Dec is a holiday and 1 Jan too: a debit on the 31st moves to Monday 4 Jan 2570.
    [31, '2026-12-20', '2027-01-04'],
    // 28 Feb 2027 is a Sunday: Monday 1 March.
    [28, '2027-02-01', '2027-03-01'],
    [10, '2026-12-01', '2026-12-11'],
  ])('day %i from %s: %s', (day, today, expected) => {
    expect(nextDcaDebitDate(day, today)).toBe(expected);
  });
});
