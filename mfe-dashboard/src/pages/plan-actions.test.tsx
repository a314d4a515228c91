import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { fail, fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import { planDetail } from '../test/plan-fixtures';
import { theme } from '@port/shared/ui/theme';
import PlanDetailPage from './plan-detail-page';

/** A colour as '#rrggbb', whether jsdom gives the hex or 'rgb(r, g, b)'. */
const toHex = (color: string) =>
  color.startsWith('#')
    ? color.toLowerCase()
    : '#' +
      (color.match(/\d+/g) ?? [])
        .slice(0, 3)
        .map((n) => Number(n).toString(16).padStart(2, '0'))
        .join('');

const DETAIL = portAggregationPaths.planDetail('segregate', 1);
const ref = (name: string) => ({ plan_id: 'p-1', plan_slot: 1, account_type: 'segregate', plan_name: name });

function renderPlan() {
  return renderAt(
    <Routes>
      <Route path="/dashboard/segregate/:planSlot" element={<PlanDetailPage accountType="segregate" />} />
      <Route path="/dashboard/segregate" element={<p>รายการแผน segregate</p>} />
      <Route path="/dashboard/plan-id/:planId" element={<p>หน้าแผนที่ลบ</p>} />
    </Routes>,
    { path: '/dashboard/segregate/1' },
  );
}

describe('plan rename and delete-flag', () => {
  it('spec §7: rename PATCHes the new name with source and the header shows it', async () => {
    const user = userEvent.setup();
    let name = 'แผนเกษียณสุขใจ';
    const fake = fakeApi()
      .on('GET', DETAIL, () =>
        ok(planDetail({ plan_name: name, account_type: 'segregate', plan_type: 'general', goal_money: null })),
      )
      .on('PATCH', portPaths.renamePlan('p-1'), (req) => {
        name = (req.body as { plan_name: string }).plan_name;
        return ok(ref(name));
      });
    renderPlan();
    await screen.findByRole('heading', { level: 1, name: 'แผนเกษียณสุขใจ' });
    await user.click(screen.getByRole('button', { name: 'เปลี่ยนชื่อแผน' }));
    const input = screen.getByRole('textbox', { name: 'ชื่อแผนใหม่' });
    await user.clear(input);
    await user.type(input, 'แผนเที่ยวญี่ปุ่น');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'แผนเที่ยวญี่ปุ่น' })).toBeTruthy();
    expect(fake.bodies[fake.calls.indexOf(`PATCH ${portPaths.renamePlan('p-1')}`)]).toEqual({
      plan_name: 'แผนเที่ยวญี่ปุ่น',
      source: 'port-web',
    });
  });

  it('spec §7: rename moves focus into the input, and back to the rename button on cancel and save', async () => {
    const user = userEvent.setup();
    fakeApi()
      .on('GET', DETAIL, ok(planDetail({ account_type: 'segregate' })))
      .on('PATCH', portPaths.renamePlan('p-1'), (req) => ok(ref((req.body as { plan_name: string }).plan_name)));
    renderPlan();
    await user.click(await screen.findByRole('button', { name: 'เปลี่ยนชื่อแผน' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'ชื่อแผนใหม่' })));
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'เปลี่ยนชื่อแผน' })));
    await user.click(screen.getByRole('button', { name: 'เปลี่ยนชื่อแผน' }));
    await user.type(screen.getByRole('textbox', { name: 'ชื่อแผนใหม่' }), 'ใหม่');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'เปลี่ยนชื่อแผน' })));
  });

  it('spec §5: an empty name is refused before any call', async () => {
    const user = userEvent.setup();
    const fake = fakeApi().on('GET', DETAIL, ok(planDetail({ account_type: 'segregate' })));
    renderPlan();
    await user.click(await screen.findByRole('button', { name: 'เปลี่ยนชื่อแผน' }));
    await user.clear(screen.getByRole('textbox', { name: 'ชื่อแผนใหม่' }));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect((await screen.findByText('กรุณาระบุชื่อแผน')).getAttribute('role')).toBe('alert');
    expect(fake.calls.some((c) => c.startsWith('PATCH'))).toBe(false);
  });

  it('issue 13 review item 6: delete looks destructive (danger tone, unlike rename), and so does its confirm', async () => {
    fakeApi().on('GET', DETAIL, ok(planDetail({ account_type: 'segregate' })));
    renderPlan();
    const remove = await screen.findByRole('button', { name: 'ลบแผน' });
    const rename = screen.getByRole('button', { name: 'เปลี่ยนชื่อแผน' });
    const hex = (c: string) => c.toLowerCase();
    expect(getComputedStyle(remove).color).not.toBe(getComputedStyle(rename).color);
    expect(toHex(getComputedStyle(remove).color)).toBe(hex(theme.color.tone.danger.fg));
    await userEvent.setup().click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการลบแผน' });
    const confirm = within(dialog).getByRole('button', { name: 'ลบแผน' });
    expect(toHex(getComputedStyle(confirm).backgroundColor)).toBe(hex(theme.color.tone.danger.edge));
  });

  it("spec §1: delete-flag asks first, DELETEs the plan and opens the deleted plan's page, where it can be restored (issue 22 item 3)", async () => {
    const user = userEvent.setup();
    const fake = fakeApi()
      .on('GET', DETAIL, ok(planDetail({ account_type: 'segregate' })))
      .on('DELETE', portPaths.updatePlan('segregate', 1), ok({ ...ref('แผนเกษียณสุขใจ'), is_deleted: true }));
    renderPlan();
    await user.click(await screen.findByRole('button', { name: 'ลบแผน' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการลบแผน' });
    expect(fake.calls.some((c) => c.startsWith('DELETE'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'ลบแผน' }));
    expect(await screen.findByText('หน้าแผนที่ลบ')).toBeTruthy();
    expect(fake.calls).toContain(`DELETE ${portPaths.updatePlan('segregate', 1)}`);
  });

  it("spec §8: a failed delete shows the server's message and stays on the plan", async () => {
    const user = userEvent.setup();
    fakeApi()
      .on('GET', DETAIL, ok(planDetail({ account_type: 'segregate' })))
      .on('DELETE', portPaths.updatePlan('segregate', 1), fail(409, 'แผนนี้ยังมีเงินลงทุนอยู่'));
    renderPlan();
    await user.click(await screen.findByRole('button', { name: 'ลบแผน' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'ลบแผน' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('แผนนี้ยังมีเงินลงทุนอยู่');
    await waitFor(() => expect(screen.queryByText('หน้าแผนที่ลบ')).toBeNull());
  });
});
