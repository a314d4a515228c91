import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FundGroup } from '@port/shared/contracts/fund-group';
import { theme } from '@port/shared/ui/theme';
import { FundGroupsCard } from './fund-groups-card';

const group = (name: string): FundGroup => ({
  aimc_name_th: name,
  weight: 50,
  unrealized_percentage: 0,
  unrealized: 0,
  aum: 1,
  color: theme.color.loss,
  funds: [],
});

describe('fund groups card', () => {
  it('issue 13 item 14: two groups the server gives one (red) colour get distinct theme colours', () => {
    render(<FundGroupsCard groups={[group('หุ้นไทยขนาดใหญ่'), group('หุ้นทั่วโลก')]} />);
    const colours = screen.getAllByTestId('fund-group-swatch').map((s) => s.dataset.color);
    expect(new Set(colours).size).toBe(2);
    expect(colours).not.toContain(theme.color.loss);
  });
});
