import { describe, expect, it } from 'vitest';
import { comboMinAmount } from '../../src/services/tax/combo-minimum';
import type { FundRow } from '../../src/services/funds/navs';
import { splitByWeights } from '../../src/services/orders/order-lines';

const funds = (mins: Record<string, string>) =>
  new Map(Object.entries(mins).map(([code, minInvest]) => [code, { code, minInvest } as FundRow]));

describe('combo minimum (spec §6 fund recommendation, §7 tsf-combo): the plan rule of batch.ts, whole baht', () => {
  it('a 60/40 combo whose 40 % fund needs 1,000 บาท starts at 2,500 บาท, not 2,500.00 from a fraction', () => {
    expect(
      comboMinAmount(
        [
          { fund_code: 'A', weight: 60 },
          { fund_code: 'B', weight: 40 },
        ],
        funds({ A: '1', B: '1000' }),
      ),
    ).toBe(250_000n);
  });

  it('a 70/30 combo whose 30 % fund needs 500 บาท is 1,667 บาท (not 1,666.67); a 1 บาท fund at 30 % is 4 บาท (not 3.33)', () => {
    const w = [
      { fund_code: 'A', weight: 70 },
      { fund_code: 'B', weight: 30 },
    ];
    expect(comboMinAmount(w, funds({ A: '1', B: '500' }))).toBe(166_700n);
    expect(comboMinAmount(w, funds({ A: '1', B: '1' }))).toBe(400n);
  });

  it('at the minimum every fund of the split gets at least its own minimum; a baht less does not', () => {
    const w = [
      { fund_code: 'A', weight: 70 },
      { fund_code: 'B', weight: 30 },
    ];
    const mins = { A: '1000', B: '500' };
    const min = comboMinAmount(w, funds(mins));
    expect(min % 100n).toBe(0n);
    const ok = (amount: bigint) =>
      splitByWeights(amount, w).every((l) => (l.amount ?? 0n) >= BigInt(Number(mins[l.fundCode as 'A' | 'B']) * 100));
    expect(ok(min)).toBe(true);
    expect(ok(min - 100n)).toBe(false);
  });

  it('one fund at 100 % is that fund’s own minimum', () => {
    expect(comboMinAmount([{ fund_code: 'A', weight: 100 }], funds({ A: '500' }))).toBe(50_000n);
  });
});
