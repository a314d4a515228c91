import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { otherPaths, portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { fail, fakeApi, ok, type FakeReply } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import { OpenAccountOptions } from '../features/plan-list/components/open-account-options';
import { planList } from '../test/fixtures';
import { planDetail, proposalOrder } from '../test/plan-fixtures';
import AutomaticAllocationPage from './automatic-allocation-page';
import PlanDetailPage from './plan-detail-page';

// Issue 22 item 3: the §7 feature flags switch real features; a failing flag service leaves each at its default (on).
const FLAGS = otherPaths.featureFlags;
const flags = (values: Record<string, boolean>): FakeReply => ok({ flags: values });
const aa = {
  plan_id: 'p-1',
  state: 'not_enabled',
  can_enable: true,
  is_job_running: false,
  updated_at: null,
  error_code: null,
  error_message: null,
};
const planApi = (flagReply: FakeReply) =>
  fakeApi()
    .on('GET', FLAGS, flagReply)
    .on('GET', portAggregationPaths.planDetail('omnibus', 1), ok(planDetail()))
    .on('GET', portPaths.automaticAllocation('omnibus', 1), ok(aa))
    .on('GET', portAggregationPaths.planList, ok(planList()));
const renderPlan = () =>
  renderAt(<PlanDetailPage accountType="omnibus" clock={() => Date.parse('2026-11-22T03:00:00.000Z')} />, {
    path: '/dashboard/omnibus/1',
    route: '/dashboard/omnibus/:planSlot',
  });

describe("feature flag 'automatic-allocation'", () => {
  it('on: the omnibus plan page has the AA panel', async () => {
    planApi(flags({ 'automatic-allocation': true }));
    renderPlan();
    expect(await screen.findByTestId('automatic-allocation')).toBeTruthy();
  });

  it('off: the omnibus plan page has no AA section', async () => {
    const fake = planApi(flags({ 'automatic-allocation': false }));
    renderPlan();
    await screen.findByTestId('plan-header');
    await waitFor(() => expect(fake.calls).toContain(`GET ${FLAGS}`));
    await waitFor(() => expect(screen.queryByTestId('automatic-allocation')).toBeNull());
  });

  it('off: the AA page says calmly that the service is not open, with no switch', async () => {
    planApi(flags({ 'automatic-allocation': false }));
    renderAt(<AutomaticAllocationPage accountType="omnibus" />, {
      path: '/dashboard/omnibus/1/automatic-allocation',
      route: '/dashboard/omnibus/:planSlot/automatic-allocation',
    });
    expect((await screen.findByTestId('aa-unavailable')).textContent).toBe(
      'บริการปรับพอร์ตอัตโนมัติยังไม่เปิดให้ใช้ในขณะนี้ พอร์ตของคุณยังลงทุนตามแผนเดิม',
    );
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('a failing flag service: the AA panel stays (default on) and nothing alarming is shown', async () => {
    planApi(fail(500, 'บริการแฟล็กล่ม'));
    renderPlan();
    expect(await screen.findByTestId('automatic-allocation')).toBeTruthy();
    expect(screen.queryByText('บริการแฟล็กล่ม')).toBeNull();
    // The only alerts are the two sections this test gives no data (the plan's own proportion and the
    // wealth path); none speaks of the flags.
    await waitFor(() =>
      expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        expect.stringContaining('ไม่สามารถโหลดสัดส่วนการลงทุนได้'),
        expect.stringContaining('ไม่สามารถโหลดเส้นทางความมั่งคั่งได้'),
      ]),
    );
  });
});

describe("feature flag 'open-account'", () => {
  const canOa = planList().can_oa;
  it('on: the dashboard offers the accounts still to open', async () => {
    fakeApi().on('GET', FLAGS, flags({ 'open-account': true }));
    renderAt(<OpenAccountOptions canOa={canOa} oaStatus="ACCOUNT_APPROVED" />);
    expect(await screen.findByTestId('can-oa')).toBeTruthy();
  });

  it('off: no offer to open another account', async () => {
    const fake = fakeApi().on('GET', FLAGS, flags({ 'open-account': false }));
    renderAt(<OpenAccountOptions canOa={canOa} oaStatus="ACCOUNT_APPROVED" />);
    await waitFor(() => expect(fake.calls).toContain(`GET ${FLAGS}`));
    await waitFor(() => expect(screen.queryByTestId('can-oa')).toBeNull());
  });
});

describe("feature flag 'proposal-order'", () => {
  const proposal = proposalOrder('p-1');
  const PROPOSAL = portAggregationPaths.proposalOrder('p-1');

  it('on: a plan with a proposal links the proposal-order page', async () => {
    planApi(flags({ 'proposal-order': true })).on('GET', PROPOSAL, ok(proposal));
    renderPlan();
    expect((await screen.findByTestId('proposal-order-link')).getAttribute('href')).toBe('/dashboard/omnibus/1/proposal-order');
  });

  it('off: no link, and the proposal is not asked for once the flag is known', async () => {
    const fake = planApi(flags({ 'proposal-order': false })).on('GET', PROPOSAL, ok(proposal));
    renderPlan();
    await screen.findByTestId('plan-header');
    await waitFor(() => expect(fake.calls).toContain(`GET ${FLAGS}`));
    await waitFor(() => expect(screen.queryByTestId('proposal-order-link')).toBeNull());
  });
});
