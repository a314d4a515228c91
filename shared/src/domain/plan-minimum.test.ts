import { describe, expect, it } from 'vitest';
import { RISK_LEVELS, riskLevelModel } from './plan-models';
import { minimumOfSplit, splitByWeights } from './plan-minimum';

const baht = (n: number) => BigInt(n) * 100n;
const mins = new Map([
  ['A', baht(1000)],
  ['B', baht(500)],
  ['C', baht(1)],
]);

describe('minimumOfSplit (issue 17 "Why" 3: the minimum advertised is the one enforced)', () => {
  it.each([
    [
      [
        { fund_code: 'A', weight: 40 },
        { fund_code: 'B', weight: 30 },
        { fund_code: 'C', weight: 30 },
      ],
      2500,
      'A',
    ],
    [
      [
        { fund_code: 'B', weight: 70 },
        { fund_code: 'B2', weight: 30 },
      ],
      715,
      'B',
    ],
    [
      [
        { fund_code: 'A', weight: 33.33 },
        { fund_code: 'C', weight: 66.67 },
      ],
      3001,
      'A',
    ],
    [[{ fund_code: 'C', weight: 100 }], 1, 'C'],
  ])('%o → %d บาท set by %s', (weights, amount, fund) => {
    const result = minimumOfSplit(weights, mins);
    expect(result.amount).toBe(baht(amount));
    expect(result.binding?.fundCode).toBe(fund);
    // The minimum passes: every line of its split gets its fund's minimum …
    const lines = splitByWeights(result.amount, weights);
    expect(lines.every((l) => l.amount >= (mins.get(l.fundCode) ?? 0n))).toBe(true);
    expect(lines).toHaveLength(weights.length);
    // … and a baht less does not.
    const less = splitByWeights(result.amount - 100n, weights);
    expect(less.length === weights.length && less.every((l) => l.amount >= (mins.get(l.fundCode) ?? 0n))).toBe(false);
  });

  it('nothing binds without weights or fund minimums', () => {
    expect(minimumOfSplit([], mins)).toEqual({ amount: 0n, binding: null });
    expect(minimumOfSplit([{ fund_code: 'Z', weight: 100 }], mins)).toEqual({ amount: 0n, binding: null });
  });

  it('a split adds up to the amount exactly, the remainder on the largest weight', () => {
    const lines = splitByWeights(100_001n, [
      { fund_code: 'A', weight: 33.33 },
      { fund_code: 'B', weight: 33.34 },
      { fund_code: 'C', weight: 33.33 },
    ]);
    expect(lines.reduce((s, l) => s + l.amount, 0n)).toBe(100_001n);
  });
});

describe('riskLevelModel', () => {
  it.each(RISK_LEVELS)('level %d: weights add to 100', (level) => {
    expect(riskLevelModel(level).model.reduce((s, m) => s + m.weight, 0)).toBe(100);
  });
});
