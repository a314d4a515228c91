import { describe, expect, it } from 'vitest';
import { plansSummary } from '../../../test/fixtures';
import { proportionFor } from './proportion-views';
import { sumBaht } from '@port/shared/domain/satang';
import { theme } from '@port/shared/ui/theme';

describe('investment proportion views', () => {
  it('spec §3: broad categories keep their amounts and take the theme palette in order', () => {
    const { slices, amounts } = proportionFor('broad_categories', plansSummary().investment_proportion);
    expect(slices).toEqual([
      { key: 'broad_categories:ตราสารทุน', label: 'ตราสารทุน', value: 60, color: theme.chart.categories[0] },
      { key: 'broad_categories:ตราสารหนี้', label: 'ตราสารหนี้', value: 40, color: theme.chart.categories[1] },
    ]);
    expect(amounts).toEqual({ 'broad_categories:ตราสารทุน': 1_500_000, 'broad_categories:ตราสารหนี้': 1_000_000 });
  });

  it('spec §3: funds come from the fund groups, each with a palette colour', () => {
    const p = plansSummary().investment_proportion;
    p.mutual_funds = [
      {
        aimc_name_th: 'หุ้นไทย',
        weight: 100,
        unrealized_percentage: 0,
        unrealized: 0,
        aum: 10,
        color: theme.color.text,
        funds: [
          {
            fund_shortcode: 'A',
            fund_name_th: 'ก',
            fund_tax_type: null,
            weight: 70,
            aum: 7,
            unrealized: 0,
            unrealized_percentage: 0,
          },
          {
            fund_shortcode: 'B',
            fund_name_th: 'ข',
            fund_tax_type: 'ssf',
            weight: 30,
            aum: 3,
            unrealized: 0,
            unrealized_percentage: 0,
          },
        ],
      },
    ];
    const { slices } = proportionFor('funds', p);
    expect(slices.map((s) => [s.label, s.value])).toEqual([
      ['A', 70],
      ['B', 30],
    ]);
    expect(new Set(slices.map((s) => s.color)).size).toBe(2);
  });

  it('categories that the server gives one colour, or red, still get distinct non-red theme colours', () => {
    const p = plansSummary().investment_proportion;
    const red = theme.color.loss;
    p.categories = ['หุ้นไทย', 'หุ้นต่างประเทศ', 'ตราสารหนี้', 'ทองคำ'].map((name) => ({ name, weight: 25, aum: 1, color: red }));
    const colors = proportionFor('categories', p).slices.map((s) => s.color);
    expect(new Set(colors).size).toBe(4);
    expect(colors).not.toContain(red);
  });

  it('issue 13 item 14: more funds than colours: the smallest are one "อื่นๆ" row, so no two rows share a colour and sums hold', () => {
    const p = plansSummary().investment_proportion;
    const funds = Array.from({ length: 13 }, (_, i) => ({
      fund_shortcode: `F${i}`,
      fund_name_th: `F${i}`,
      fund_tax_type: null,
      weight: i === 0 ? 22 : 6.5,
      aum: i === 0 ? 220 : 65,
      unrealized: 0,
      unrealized_percentage: 0,
    }));
    p.mutual_funds = [
      { aimc_name_th: 'หุ้นไทย', weight: 100, unrealized_percentage: 0, unrealized: 0, aum: 1000, color: theme.color.text, funds },
    ];
    const { slices, amounts } = proportionFor('funds', p);
    expect(slices).toHaveLength(theme.chart.categories.length);
    expect(new Set(slices.map((s) => s.color)).size).toBe(slices.length);
    expect(slices.at(-1)?.label).toBe('อื่นๆ');
    expect(slices.reduce((s, x) => s + Math.round(x.value * 100), 0)).toBe(10_000);
    expect(sumBaht(Object.values(amounts))).toBe(1_000);
  });
});
