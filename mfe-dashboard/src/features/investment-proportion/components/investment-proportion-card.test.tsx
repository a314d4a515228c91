import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PlansSummary } from '@port/shared/contracts/plans-summary';
import { plansSummary } from '../../../test/fixtures';
import { PROPORTION_MESSAGES as M } from '../messages';
import { PROPORTION_VIEWS } from '../model/proportion-views';
import { InvestmentProportionCard } from './investment-proportion-card';

const fund = (code: string, weight: number, aum: number) => ({
  fund_shortcode: code,
  fund_name_th: code,
  fund_tax_type: null,
  weight,
  aum,
  unrealized: 0,
  unrealized_percentage: 0,
});

/** The investor's shape: K-FIXED held in two plans arrives in two fund groups. */
function summaryWithSharedFund(): PlansSummary {
  const s = plansSummary();
  s.investment_proportion.mutual_funds = [
    {
      aimc_name_th: 'ตราสารหนี้',
      weight: 60,
      aum: 1_500_000,
      unrealized: 0,
      unrealized_percentage: 0,
      color: 'x',
      funds: [fund('K-FIXED', 20, 500_000), fund('K-CASH', 40, 1_000_000)],
    },
    {
      aimc_name_th: 'หุ้นไทย',
      weight: 40,
      aum: 1_000_000,
      unrealized: 0,
      unrealized_percentage: 0,
      color: 'y',
      funds: [fund('K-FIXED', 20, 500_000), fund('KFSMART', 20, 500_000)],
    },
  ];
  return s;
}

const amount = (text: string) => Number(text.replace(/,/g, ''));
const percent = (text: string) => Number(text.replace('%', ''));

describe('investment proportion card', () => {
  it('issue 13 item 1: every tab, switched through and back, shows unique rows that add to 100 % and to the total (spec §3)', async () => {
    const user = userEvent.setup();
    const summary = summaryWithSharedFund();
    render(
      <InvestmentProportionCard summary={{ data: summary, error: undefined, isLoading: false }} onRetry={() => undefined} />,
    );
    for (const view of [...PROPORTION_VIEWS, ...[...PROPORTION_VIEWS].reverse()]) {
      await user.click(screen.getByRole('tab', { name: M.views[view] }));
      expect(screen.getByRole('tab', { name: M.views[view] }).getAttribute('aria-selected')).toBe('true');
      const table = screen.getByRole('table', { name: M.views[view] });
      const rows = within(table).getAllByRole('row').slice(1, -1);
      const names = rows.map((r) => within(r).getByRole('rowheader').textContent);
      expect(new Set(names).size).toBe(names.length);
      const cells = rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent ?? ''),
      );
      expect(cells.reduce((s, [w = '']) => s + Math.round(percent(w) * 100), 0)).toBe(10_000);
      expect(cells.reduce((s, [, a = '']) => s + Math.round(amount(a) * 100), 0)).toBe(summary.asset_summary.aum * 100);
      expect(
        within(screen.getByTestId('proportion-total'))
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['100.00%', '2,500,000.00']);
    }
    await user.click(screen.getByRole('tab', { name: M.views.funds }));
    const kFixed = screen.getByRole('rowheader', { name: 'K-FIXED' }).closest('tr');
    expect(kFixed?.textContent).toContain('1,000,000.00');
    expect(kFixed?.textContent).toContain('40.00%');
  });

  it('issue 13 review item 2: the views are a tab list: one tab selected, arrow keys move and select, the panel is named by its tab', async () => {
    const user = userEvent.setup();
    render(
      <InvestmentProportionCard
        summary={{ data: summaryWithSharedFund(), error: undefined, isLoading: false }}
        onRetry={() => undefined}
      />,
    );
    const list = screen.getByRole('tablist', { name: M.chooseView });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(PROPORTION_VIEWS.map((v) => M.views[v]));
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
    await user.tab();
    expect(document.activeElement).toBe(tabs[0]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: M.views[PROPORTION_VIEWS[1]!] })).toBeTruthy();
    await user.keyboard('{End}');
    expect(tabs[3]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
  });
});
