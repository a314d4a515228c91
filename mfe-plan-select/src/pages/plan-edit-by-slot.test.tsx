import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authPaths, portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import PlanSelectRoutes from '../plan-select-routes';
import { goalInfo, signedIn } from '../test/fixtures';
import { twoAccountsPlanList } from '../test/plan-list-fixture';

const renderPath = (path: string) => renderAt(<PlanSelectRoutes />, { path, route: '/plan-select/*' });
const INFO = portPaths.planSelectInfo('goal-based');
const planForEdit = (plan_id: string, account_type: 'omnibus' | 'segregate', plan_name: string, goal_money: number) => ({
  plan_id,
  goal_type: 'house',
  plan_name,
  initial: 50000,
  contribution: 5000,
  risk_level: 5,
  is_deleted: false,
  plan_type: 'goal-based',
  plan_slot: 1,
  account_type,
  goal_money,
  goal_timeframe: 10,
});

describe('edit by slot, as the dashboard plan page links to it (issue 9 "Edit"; spec §3 accountType, planSlot)', () => {
  const api = () =>
    fakeApi().get({
      [authPaths.profile]: ok(signedIn),
      [INFO]: ok(goalInfo(5)),
      [portAggregationPaths.planList]: ok(twoAccountsPlanList),
      [portPaths.planCreatePlan('o-1')]: ok(planForEdit('o-1', 'omnibus', 'บ้าน', 2000000)),
      [portPaths.planCreatePlan('s-1')]: ok(planForEdit('s-1', 'segregate', 'เกษียณ', 9000000)),
    });

  it('?action=2&planSlot=1 edits the omnibus plan in slot 1; &accountType=segregate the segregate one', async () => {
    api();
    const first = renderPath('/plan-select/plans/goal-based/create?action=2&planSlot=1');
    expect(await screen.findByLabelText('เงินเป้าหมาย (บาท)')).toHaveProperty('value', '2000000');
    first.unmount();
    sessionStorage.clear();
    const { reloadDraftStore } = await import('../features/plan-create/model/draft-store');
    reloadDraftStore();
    renderPath('/plan-select/plans/goal-based/create?action=2&planSlot=1&accountType=segregate');
    expect(await screen.findByLabelText('เงินเป้าหมาย (บาท)')).toHaveProperty('value', '9000000');
  });

  it('an unknown account type or a slot the customer does not have is "ไม่พบข้อมูลแผน"', async () => {
    api();
    const first = renderPath('/plan-select/plans/goal-based/create?action=2&planSlot=1&accountType=nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'ไม่พบข้อมูลแผน' })).toBeTruthy();
    first.unmount();
    renderPath('/plan-select/plans/goal-based/create?action=2&planSlot=7&accountType=segregate');
    expect(await screen.findByRole('heading', { level: 1, name: 'ไม่พบข้อมูลแผน' })).toBeTruthy();
  });
});
