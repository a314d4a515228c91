import { describe, expect, it } from 'vitest';
import { plansSummary } from '../../../test/fixtures';
import { proportionFor } from './proportion-views';

describe('investment proportion views', () => {
  it('spec §3: broad categories keep the server colours and amounts', () => {
    const { slices, amounts } = proportionFor('broad_categories', plansSummary().investment_proportion);
    expect(slices).toEqual([
      { key: 'ตราสารทุน', label: 'ตราสารทุน', value: 60, color: '#1f6feb' },
      { key: 'ตราสารหนี้', label: 'ตราสารหนี้', value: 40, color: '#f2b705' },
    ]);
    expect(amounts).toEqual({ ตราสารทุน: 1_500_000, ตราสารหนี้: 1_000_000 });
  });

  it('spec §3: funds come from the fund groups, each with a palette colour', () => {
    const p = plansSummary().investment_proportion;
    p.mutual_funds = [
      {
        aimc_name_th: 'หุ้นไทย', weight: 100, unrealized_percentage: 0, unrealized: 0, aum: 10, color: '#000',
        funds: [
          { fund_shortcode: 'A', fund_name_th: 'ก', fund_tax_type: null, weight: 70, aum: 7, unrealized: 0, unrealized_percentage: 0 },
          { fund_shortcode: 'B', fund_name_th: 'ข', fund_tax_type: 'ssf', weight: 30, aum: 3, unrealized: 0, unrealized_percentage: 0 },
        ],
      },
    ];
    const { slices } = proportionFor('funds', p);
    expect(slices.map((s) => [s.label, s.value])).toEqual([['A', 70], ['B', 30]]);
    expect(new Set(slices.map((s) => s.color)).size).toBe(2);
  });
});
