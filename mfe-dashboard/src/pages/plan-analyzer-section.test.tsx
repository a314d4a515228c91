import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { fail, fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import { plansSummary } from '../test/fixtures';
import { PLAN_ANALYZER_MESSAGES as M } from '../features/plan-analyzer/messages';
import { PROPORTION_MESSAGES as P } from '../features/investment-proportion/messages';
import { PlanAnalyzerSection } from './plan-analyzer-section';

const ANALYZER = portAggregationPaths.planAnalyzer('segregate', 2);
const CONFIG = portAggregationPaths.commonConfig;
const config = (enable: boolean) => ok({ plan_list: { analyzer: { enable } } });

const renderSection = (holdsFunds = true) =>
  renderAt(<PlanAnalyzerSection accountType="segregate" planSlot={2} holdsFunds={holdsFunds} />);

describe('plan page: the plan own analyzer (issue 22 item 3; spec §7 v2/…/{accountType}/{planSlot}/analyzer)', () => {
  it("shows the plan's asset classes as a table beside the chart, from its own analyzer call, without a by-plan tab", async () => {
    const fake = fakeApi().on('GET', ANALYZER, ok(plansSummary())).on('GET', CONFIG, config(true));
    renderSection();
    const card = await screen.findByTestId('plan-analyzer');
    expect(within(card).getByRole('heading').textContent).toBe(M.title);
    const table = await within(card).findByRole('table', { name: P.views.broad_categories });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows[1]).toContain('ตราสารทุน');
    expect(rows[1]).toContain('60.00%');
    expect(rows[1]).toContain('1,500,000.00');
    expect(rows[2]).toContain('ตราสารหนี้');
    expect(
      within(card)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual([P.views.broad_categories, P.views.categories, P.views.funds]);
    await userEvent.setup().click(within(card).getByRole('tab', { name: P.views.categories }));
    expect(within(card).getByRole('table', { name: P.views.categories }).textContent).toContain('หุ้นไทย');
    expect(fake.calls).toContain(`GET ${ANALYZER}`);
  });

  it('asks nothing and shows nothing for a plan that holds no fund yet', async () => {
    const fake = fakeApi().on('GET', CONFIG, config(true));
    const { container } = renderSection(false);
    await waitFor(() => expect(fake.calls).toContain(`GET ${CONFIG}`));
    expect(fake.calls).not.toContain(`GET ${ANALYZER}`);
    expect(container.textContent).toBe('');
  });

  it('spec §3: hidden like the analyzer pages when plan_list.analyzer.enable is false', async () => {
    const fake = fakeApi().on('GET', CONFIG, config(false)).on('GET', ANALYZER, ok(plansSummary()));
    const { container } = renderSection();
    await waitFor(() => expect(fake.calls).toContain(`GET ${CONFIG}`));
    await waitFor(() => expect(container.textContent).toBe(''));
  });

  it("spec §8: a failed analyzer says so in Thai with a retry, and the retry shows the plan's breakdown", async () => {
    let answers = 0;
    fakeApi()
      .on('GET', CONFIG, config(true))
      .on('GET', ANALYZER, () => (++answers === 1 ? fail(502, 'ระบบวิเคราะห์ขัดข้อง') : ok(plansSummary())));
    renderSection();
    const card = await screen.findByTestId('plan-analyzer');
    await within(card).findByText(P.loadFailed);
    await userEvent.setup().click(within(card).getByRole('button'));
    expect(await within(card).findByRole('table', { name: P.views.broad_categories })).toBeTruthy();
  });
});
