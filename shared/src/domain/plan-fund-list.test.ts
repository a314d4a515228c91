import { describe, expect, it } from 'vitest';
import { amountBelowMinimum, canEditFundList, fundFitForPlan, isTwoDecimalWeight, totalWeight } from './plan-fund-list';

describe('plan fund list rule (issue 22 item 3; spec §7 PATCH asset/list)', () => {
  const level7 = { plan_type: 'general', risk_level: 7 } as const;
  it.each([
    [{ risk_level: 7, fund_tax_type: null }, { ok: true }],
    [{ risk_level: 1, fund_tax_type: null }, { ok: true }],
    [
      { risk_level: 8, fund_tax_type: null },
      { ok: false, code: 'ABOVE_PLAN_RISK', reason: 'กองทุนเสี่ยงระดับ 8 สูงกว่าระดับความเสี่ยงของแผน (ระดับ 7)' },
    ],
    [
      { risk_level: 6, fund_tax_type: 'tesg' },
      { ok: false, code: 'TAX_FUND_OUTSIDE_TAX_PLAN', reason: 'กองทุน ThaiESG ซื้อได้ในแผนลดหย่อนภาษีเท่านั้น' },
    ],
  ] as const)('fund %o in a level-7 general plan → %o', (fund, fit) => {
    expect(fundFitForPlan(fund, level7)).toEqual(fit);
  });

  it("the tax-saving plan's list is not the customer's to edit; every other type's is", () => {
    expect(canEditFundList({ plan_type: 'tax-saving' })).toBe(false);
    expect(
      ['general', 'goal-based', '1stm', 'goe', 'retirement'].every((t) => canEditFundList({ plan_type: t as 'general' })),
    ).toBe(true);
  });

  it('weights add up exactly in hundredths of a percent; three decimals are refused', () => {
    expect(totalWeight([33.33, 33.33, 33.34])).toBe(100);
    expect(totalWeight([0.1, 0.2, 99.7])).toBe(100);
    expect(totalWeight([33.33, 33.33, 33.33])).toBe(99.99);
    expect(isTwoDecimalWeight(12.5)).toBe(true);
    expect(isTwoDecimalWeight(0.07)).toBe(true);
    expect(isTwoDecimalWeight(33.333)).toBe(false);
  });
});

describe("a list's minimum against the plan's own amounts", () => {
  it.each([
    [5_000_00n, 20_000_00n, 4_000_00n, { kind: 'monthly', amount: 4_000_00n }],
    [5_000_00n, 4_000_00n, 0n, { kind: 'initial', amount: 4_000_00n }],
    [5_000_00n, 20_000_00n, 0n, null],
    [5_000_00n, 5_000_00n, 5_000_00n, null],
  ] as const)('minimum %s, initial %s, monthly %s → %o', (minimum, initial, monthly, short) => {
    expect(amountBelowMinimum(minimum, initial, monthly)).toEqual(short);
  });
});
