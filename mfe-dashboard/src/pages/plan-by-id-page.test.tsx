import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { portPaths } from '@port/shared/contracts/api-paths';
import type { PlanOnly } from '@port/shared/contracts/plan';
import { fail, fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import PlanByIdPage from './plan-by-id-page';

const plan = (over: Partial<PlanOnly> = {}): PlanOnly => ({
  plan_id: 'p-9',
  goal_type: null,
  plan_name: 'แผนเก่า',
  initial: 0,
  contribution: 0,
  risk_level: 3,
  is_deleted: false,
  plan_type: 'general',
  plan_slot: 4,
  account_type: 'segregate',
  ...over,
});
const KEY = `${portPaths.planOnly('p-9')}?include_deleted=1`;

function renderById() {
  return renderAt(
    <Routes>
      <Route path="/dashboard/plan-id/:planId" element={<PlanByIdPage />} />
      <Route path="/dashboard/segregate/:planSlot" element={<p>หน้าแผน segregate</p>} />
    </Routes>,
    { path: '/dashboard/plan-id/p-9' },
  );
}

describe('plan by id page', () => {
  it('spec §2/§7: resolves the id with include_deleted=1 and sends the user to the plan page', async () => {
    const fake = fakeApi().on('GET', KEY, ok(plan()));
    renderById();
    expect(await screen.findByText('หน้าแผน segregate')).toBeTruthy();
    expect(fake.calls).toEqual([`GET ${KEY}`]);
  });

  it('spec §2: a deleted plan says it was deleted', async () => {
    fakeApi().on('GET', KEY, ok(plan({ is_deleted: true })));
    renderById();
    expect(await screen.findByText('แผนนี้ถูกลบไปแล้ว')).toBeTruthy();
    expect(screen.getByText('แผน "แผนเก่า" ถูกลบไปแล้ว')).toBeTruthy();
  });

  it("spec §5/§8: an unknown id shows 'ไม่พบข้อมูลแผน'", async () => {
    fakeApi().on('GET', KEY, fail(404, 'ไม่พบข้อมูลแผน', 'PLAN_NOT_FOUND'));
    renderById();
    expect(await screen.findByRole('heading', { name: 'ไม่พบข้อมูลแผน' })).toBeTruthy();
  });

  it('issue 22 item 3 (spec §7 PATCH switch-temp-plan): a deleted plan is restored from its page, which then opens the plan', async () => {
    const fake = fakeApi()
      .on('GET', KEY, ok(plan({ is_deleted: true })))
      .on(
        'PATCH',
        portPaths.switchTempPlan,
        ok({ plan_id: 'p-9', plan_slot: 4, account_type: 'segregate', plan_name: 'แผนเก่า' }),
      );
    renderById();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'เรียกคืนแผน' }));
    expect(await screen.findByText('หน้าแผน segregate')).toBeTruthy();
    const patch = fake.calls.indexOf(`PATCH ${portPaths.switchTempPlan}`);
    expect(fake.bodies[patch]).toEqual({ plan_id: 'p-9', source: 'port-web' });
  });

  it("spec §8: a refused restore shows the server's Thai message and stays on the page", async () => {
    fakeApi()
      .on('GET', KEY, ok(plan({ is_deleted: true })))
      .on('PATCH', portPaths.switchTempPlan, fail(404, 'ไม่พบข้อมูลแผน', 'PLAN_NOT_FOUND'));
    renderById();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'เรียกคืนแผน' }));
    expect((await screen.findByText('ไม่พบข้อมูลแผน')).getAttribute('role')).toBe('alert');
    expect(screen.getByRole('button', { name: 'เรียกคืนแผน' })).toBeTruthy();
  });
});
