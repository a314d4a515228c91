import { describe, expect, it } from 'vitest';
import { assetSlices } from './asset-slices';
import { theme } from '@port/shared/ui/theme';

describe('assets analyzer slices', () => {
  it("spec §3: mutual_funds is 'กองทุนรวม' in yellow, other_assets is 'สินทรัพย์อื่นๆ' in grey", () => {
    const { slices, amounts } = assetSlices({
      asset_summary: { aua: 100 },
      investment_proportion: [
        { type: 'other_assets', label: 'x', color: 'grey', aum: 40, weight: 40 },
        { type: 'mutual_funds', label: 'y', color: 'yellow', aum: 60, weight: 60 },
      ],
      other_assets: [],
    });
    expect(slices).toEqual([
      { key: 'other_assets', label: 'สินทรัพย์อื่นๆ', value: 40, color: theme.chart.named.grey },
      { key: 'mutual_funds', label: 'กองทุนรวม', value: 60, color: theme.chart.named.yellow },
    ]);
    expect(amounts).toEqual({ other_assets: 40, mutual_funds: 60 });
  });
});
