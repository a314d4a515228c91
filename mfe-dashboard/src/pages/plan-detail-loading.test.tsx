import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import type { PlanListData } from '@port/shared/contracts/plan-list';
import type { VisualStatus } from '@port/shared/contracts/visual-status';
import { fakeApi, ok } from '@port/shared/test/msw';
import type { FakeReply } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import { planList, visualStatus } from '../test/fixtures';
import { planDetail } from '../test/plan-fixtures';
import PlanDetailPage from './plan-detail-page';

// Issue 19 item 3 (CLS 0.147 on /dashboard/omnibus/1): the off-track notice came with the wealth
// path, after the page was drawn, and pushed everything below it down by ~300 px.
const DETAIL = portAggregationPaths.planDetail('omnibus', 1);
const WEALTH = `${portPaths.wealthPath(5)}?initial=40000&contribution=5000&timeframe=19&target=5000000`;
const CLOCK = () => Date.parse('2026-11-22T03:00:00.000Z');
const OFF_TRACK = 'แผนนี้มีแนวโน้มไม่ถึงเป้าหมาย';
const wealthPath = {
  graph_upper_bound: 6_000_000,
  current: { amount: 40_000, date: '2026-11-22' },
  target: { amount: 240_000, date: '2045-11-22' },
  plots: [{ date: '2045-11-22', lower: 200_000, expected: 240_000, upper: 280_000 }],
};
const shortfall = { expected: 240_000, goal: 5_000_000, shortfall: 4_760_000, date: '2045-11-22' };

/** The plan list with the plan's own "will miss its goal" (null: on track) and the customer's statuses. */
function listWith(goal: typeof shortfall | null, customer: VisualStatus['customer'] = []): PlanListData {
  const list = planList({ visual_status: visualStatus({ customer }) });
  const [omnibus, ...rest] = list.accounts;
  const plans = omnibus!.plans.map((p) => (p.plan_id === 'p-1' ? { ...p, goal_shortfall: goal } : p));
  return { ...list, accounts: [{ ...omnibus!, plans }, ...rest] };
}

/** An answer held back until `release()`. */
function held(reply: FakeReply) {
  let release = () => undefined as void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  return { answer: () => answered.then(() => reply), release: () => release() };
}

const renderPlan = () =>
  renderAt(<PlanDetailPage accountType="omnibus" clock={CLOCK} />, {
    path: '/dashboard/omnibus/1',
    route: '/dashboard/omnibus/:planSlot',
  });

describe('plan page loading layout (issue 19 item 3)', () => {
  it('asks the plan list with the plan, and its first drawing already has what the list says', async () => {
    const list = ok(listWith(null, ['KYC_WARNING', 'SUIT_EXPIRED']));
    const fake = fakeApi().on('GET', portAggregationPaths.planList, list);
    // The plan answers only once the list has been asked: both are on the way together.
    fake.on('GET', DETAIL, async () => {
      await waitFor(() => expect(fake.calls).toContain(`GET ${portAggregationPaths.planList}`));
      return ok(planDetail());
    });
    // Whether the blocking status was there in the very drawing that brought the header.
    let firstDrawing: { blocking: boolean } | null = null;
    const observer = new MutationObserver(() => {
      if (firstDrawing || !document.querySelector('[data-testid="plan-header"]')) return;
      firstDrawing = { blocking: document.querySelector('[data-testid="blocking-status"]') !== null };
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderPlan();
    await screen.findByTestId('plan-header');
    observer.disconnect();
    expect(firstDrawing).toEqual({ blocking: true });
  });

  it('while the wealth path loads, a plan the list says will miss its goal holds the notice in its place, in grey', async () => {
    const path = held(ok(wealthPath));
    fakeApi()
      .on('GET', DETAIL, ok(planDetail()))
      .on('GET', portAggregationPaths.planList, ok(listWith(shortfall)))
      .on('GET', WEALTH, path.answer);
    renderPlan();
    const loading = await screen.findByRole('status', { name: OFF_TRACK });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.textContent).toContain(OFF_TRACK);
    // The lines are grey bars of their own text (hidden from screen readers), no figure readable yet.
    const bars = loading.querySelectorAll('[data-skeleton-text]');
    expect(bars.length).toBeGreaterThanOrEqual(5);
    for (const bar of bars) expect(bar.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByTestId('goal-off-track')).toBeNull();
    // It stands where the notice will: right above the plan's summary.
    expect(loading.nextElementSibling?.getAttribute('data-testid')).toBe('plan-summary');

    path.release();
    const notice = await screen.findByTestId('goal-off-track');
    expect(notice.textContent).toContain('คาดว่าจะได้ 240,000.00\u00a0บาท');
    expect(notice.querySelectorAll('[data-skeleton-text]')).toHaveLength(0);
    expect(notice.nextElementSibling?.getAttribute('data-testid')).toBe('plan-summary');
  });

  it('a plan the list says is on track holds no place: nothing above the summary while its path loads', async () => {
    const path = held(ok(wealthPath));
    fakeApi()
      .on('GET', DETAIL, ok(planDetail()))
      .on('GET', portAggregationPaths.planList, ok(listWith(null)))
      .on('GET', WEALTH, path.answer);
    renderPlan();
    await screen.findByTestId('plan-summary');
    expect(screen.queryByRole('status', { name: OFF_TRACK })).toBeNull();
    path.release();
  });
});
