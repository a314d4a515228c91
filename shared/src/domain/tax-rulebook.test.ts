import { describe, expect, it } from 'vitest';
import type { FundTaxType } from '../contracts/enums';
import {
  addYears,
  buyConditions,
  deductibleAtMost,
  deductibleTaxTypes,
  deductionIn,
  lastDayToBuy,
  sellableFrom,
  type Deduction,
} from './tax-rulebook';

const baht = (n: number) => BigInt(n) * 100n;
const bought = (b: Partial<Record<FundTaxType, number>>): Record<FundTaxType, bigint> => ({
  ssf: baht(b.ssf ?? 0),
  rmf: baht(b.rmf ?? 0),
  tesg: baht(b.tesg ?? 0),
  tesgx: baht(b.tesgx ?? 0),
});

describe('tax rulebook (issue 17 item 2; spec §1 tax-saving funds, §9 Asia/Bangkok)', () => {
  it.each<[FundTaxType, number, Deduction]>([
    ['rmf', 2025, 'deducts'],
    ['ssf', 2025, 'no-deduction'],
    ['tesgx', 2025, 'deducts'],
    ['tesg', 2026, 'deducts'],
    ['rmf', 2026, 'deducts'],
    ['ssf', 2026, 'no-deduction'],
    ['tesgx', 2026, 'no-deduction'],
    ['tesg', 2027, 'deducts'],
    ['rmf', 2028, 'no-table'],
    ['tesg', 2024, 'no-table'],
  ])('%s bought in %i: %s', (type, year, answer) => {
    expect(deductionIn(type, year)).toBe(answer);
  });

  it('the types that deduct per year: 2569 is RMF and ThaiESG only; a year without a table has none', () => {
    expect(deductibleTaxTypes(2025)).toEqual(['rmf', 'tesg', 'tesgx']);
    expect(deductibleTaxTypes(2026)).toEqual(['rmf', 'tesg']);
    expect(deductibleTaxTypes(2028)).toEqual([]);
  });

  it.each([
    // [type, trade date, first RMF, sellable from, needs age, no benefit]
    ['tesg', '2026-03-10', null, '2031-03-10', false, false],
    ['tesg', '2023-06-01', null, '2031-06-01', false, false],
    ['rmf', '2026-11-26', '2022-01-05', '2027-01-05', true, false],
    ['rmf', '2026-11-26', null, '2031-11-26', true, false],
    ['ssf', '2024-02-29', null, '2034-03-01', false, false],
    ['ssf', '2026-01-15', null, '2026-01-15', false, true],
    ['tesgx', '2025-05-02', null, '2030-05-02', false, false],
    ['tesgx', '2026-05-02', null, '2026-05-02', false, true],
  ] as const)('sellableFrom %s traded %s (first RMF %s) → %s', (taxType, tradeDate, firstRmf, date, needsAge, noBenefit) => {
    expect(sellableFrom({ taxType, tradeDate }, firstRmf)).toMatchObject({ date, needsAge, noBenefit });
  });

  it('addYears: 29 February ends on 1 March, never earlier than the rule allows', () => {
    expect(addYears('2024-02-29', 5)).toBe('2029-03-01');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
  });

  it.each([
    // 31 Dec 2569 is วันสิ้นปี (a holiday): the last business day is Wednesday 30 Dec.
    [2026, '2026-12-30'],
    // 31 Dec 2570 is a holiday too, 30 Dec 2570 a Thursday.
    [2027, '2027-12-30'],
  ])('the last day to buy for %i is %s, before the cut-off', (year, day) => {
    expect(lastDayToBuy(year)).toEqual({ day, cutoff: '15:30' });
    expect(lastDayToBuy(year, '14:00').cutoff).toBe('14:00');
  });

  it('buy conditions at the business clock: a buy after the last cut-off counts for the next year', () => {
    const now = buyConditions('tesg', new Date('2026-11-26T03:00:00Z'));
    expect(now).toMatchObject({ taxYear: 2026, deduction: 'deducts', sellableFrom: '2031-11-26', needsAge: false });
    expect(now.holding.years).toBe(5);
    // 30 Dec 2569 16:00 Bangkok is after the 15:30 cut-off: it trades on 4 Jan 2570 (2027).
    const late = buyConditions('tesg', new Date('2026-12-30T09:00:00Z'));
    expect(late).toMatchObject({ taxYear: 2027, deduction: 'deducts', holdingExact: false });
    expect(buyConditions('rmf', new Date('2026-11-26T03:00:00Z'))).toMatchObject({ needsAge: true, sellableFrom: '2031-11-26' });
    expect(buyConditions('tesgx', new Date('2026-11-26T03:00:00Z')).deduction).toBe('no-deduction');
  });

  it.each([
    // The case: 505,000 of purchases, RMF 400,000 + ThaiESG 105,000 → RMF within 500,000, ThaiESG 105,000.
    [2026, { rmf: 400_000, tesg: 105_000 }, 505_000],
    // SSF and ThaiESGX bought in 2569 deduct nothing.
    [2026, { ssf: 50_000, tesgx: 20_000, rmf: 10_000 }, 10_000],
    // The combined cap and ThaiESG's own cap.
    [2026, { rmf: 700_000, tesg: 400_000 }, 800_000],
    [2025, { tesgx: 350_000 }, 300_000],
  ])('deductible at most in %i of %o: %i baht', (year, b, expected) => {
    expect(deductibleAtMost(year, bought(b))).toBe(baht(expected));
  });

  it('with the income typed on this device: RMF within 30 % of income (the issue: 300,000 income, RMF cap 90,000)', () => {
    const income = { incomeSatang: baht(300_000), otherRetirementSatang: 0n };
    expect(deductibleAtMost(2026, bought({ rmf: 400_000, tesg: 105_000 }), income)).toBe(baht(90_000 + 90_000));
    const other = { incomeSatang: baht(3_000_000), otherRetirementSatang: baht(450_000) };
    expect(deductibleAtMost(2026, bought({ rmf: 400_000 }), other)).toBe(baht(50_000));
  });

  it('a year without a rule table promises no deduction', () => {
    expect(deductibleAtMost(2028, bought({ rmf: 10_000 }))).toBeNull();
    expect(buyConditions('rmf', new Date('2028-06-01T03:00:00Z')).deduction).toBe('no-table');
  });
});
