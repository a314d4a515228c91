import { describe, expect, it } from 'vitest';
import type { FundTaxType } from '@port/shared/contracts/enums';
import type { TaxFundPurchase } from '@port/shared/contracts/tax-saving';
import { addYears } from '@port/shared/domain/tax-rulebook';
import { sellDates } from './sell-dates';

const buy = (order_no: string, fund_tax_type: FundTaxType, trade_date: string): TaxFundPurchase => ({
  order_no,
  fund_tax_type,
  trade_date,
  fund_shortcode: `F-${order_no}`,
  fund_name_th: 'กองทุน',
  amount: 1000,
});

describe('holding-period dates (issue 10 item 5; rules from shared/domain/tax-rules)', () => {
  it.each([
    ['ssf', '2024-03-15', '2034-03-15', true],
    ['tesg', '2024-12-30', '2029-12-30', true],
    ['tesg', '2026-01-05', '2031-01-05', true],
    ['tesg', '2023-06-01', '2031-06-01', true],
    ['tesgx', '2025-05-20', '2030-05-20', true],
    ['tesg', '2027-02-01', '2035-02-01', false],
  ] as const)('%s bought %s may be sold from %s (rule for that year known: %s)', (type, day, expected, exact) => {
    const [result] = sellDates([buy('1', type, day)], '2026-11-18');
    expect(result).toMatchObject({ sellableFrom: expected, exactRule: exact, sellableNow: false });
  });

  it('RMF counts five years from the first RMF purchase and also waits for age 55', () => {
    const result = sellDates([buy('2', 'rmf', '2025-08-01'), buy('1', 'rmf', '2021-02-10')], '2026-11-18');
    expect(result.map((r) => r.sellableFrom)).toEqual(['2026-02-10', '2026-02-10']);
    expect(result.every((r) => r.needsAge && r.sellableNow)).toBe(true);
  });

  it('nearest first, the ones already sellable on top; the day itself counts as sellable', () => {
    const result = sellDates(
      [buy('a', 'tesg', '2025-03-01'), buy('b', 'ssf', '2020-06-01'), buy('c', 'ssf', '2016-11-18')],
      '2026-11-18',
    );
    expect(result.map((r) => [r.purchase.order_no, r.sellableFrom, r.sellableNow])).toEqual([
      ['c', '2026-11-18', true],
      ['a', '2030-03-01', false],
      ['b', '2030-06-01', false],
    ]);
  });

  it('a purchase that gave no deduction in its year (SSF 2025, ThaiESGX new money 2026) is sellable now, with no holding period', () => {
    const result = sellDates(
      [
        buy('x', 'tesgx', '2026-10-29'),
        buy('s', 'ssf', '2025-11-03'),
        buy('g', 'tesgx', '2025-05-20'),
        buy('o', 'ssf', '2024-03-15'),
      ],
      '2026-11-18',
    );
    expect(result.map((r) => [r.purchase.order_no, r.sellableFrom, r.sellableNow, r.noBenefit])).toEqual([
      ['s', '2025-11-03', true, true],
      ['x', '2026-10-29', true, true],
      ['g', '2030-05-20', false, false],
      ['o', '2034-03-15', false, false],
    ]);
  });

  it('29 February ends on 1 March of a common year (the later day keeps the benefit)', () => {
    expect(addYears('2024-02-29', 5)).toBe('2029-03-01');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
  });
});
