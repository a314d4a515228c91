import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { otherPaths, portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { fail, fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import { planDetail } from '../test/plan-fixtures';
import AutomaticAllocationPage from './automatic-allocation-page';

const DETAIL = portAggregationPaths.planDetail('omnibus', 1);
const ACK = portPaths.featureAcknowledgement('omnibus', 1);
const aa = {
  plan_id: 'p-1',
  state: 'paused',
  can_enable: true,
  is_job_running: false,
  updated_at: null,
  error_code: null,
  error_message: null,
};

describe('automatic allocation page', () => {
  it('spec §3: the AA welcome shows once; acknowledging it records the acknowledgement', async () => {
    const user = userEvent.setup();
    let acknowledged = false;
    const fake = fakeApi()
      .on('GET', DETAIL, () => {
        const d = planDetail();
        return ok({ ...d, show_feature_acknowledgement: { aa_welcome: !acknowledged } });
      })
      .on('GET', portPaths.automaticAllocation('omnibus', 1), ok(aa))
      .on('PATCH', ACK, () => {
        acknowledged = true;
        return ok({ acknowledged: true });
      });
    renderAt(<AutomaticAllocationPage accountType="omnibus" />, {
      path: '/dashboard/omnibus/1/automatic-allocation',
      route: '/dashboard/omnibus/:planSlot/automatic-allocation',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'ปรับพอร์ตอัตโนมัติ' })).toBeTruthy();
    expect((await screen.findByTestId('aa-state')).textContent).toBe('พักการปรับพอร์ตอัตโนมัติ');
    const welcome = await screen.findByRole('dialog', { name: 'รู้จักการปรับพอร์ตอัตโนมัติ' });
    await user.click(within(welcome).getByRole('button', { name: 'รับทราบ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(fake.calls).toContain(`PATCH ${ACK}`));
    expect(fake.bodies[fake.calls.indexOf(`PATCH ${ACK}`)]).toEqual({ feature: 'aa_welcome', source: 'port-web' });
  });

  it('spec §3: declining the disclaimer leaves AA off and sends nothing', async () => {
    const user = userEvent.setup();
    const fake = fakeApi()
      .on('GET', DETAIL, ok(planDetail()))
      .on('GET', portPaths.automaticAllocation('omnibus', 1), ok({ ...aa, state: 'not_enabled' }))
      .on('GET', otherPaths.aaDisclaimer, { body: { data: { description: 'ข้อตกลง AA' } } });
    renderAt(<AutomaticAllocationPage accountType="omnibus" />, {
      path: '/dashboard/omnibus/1/automatic-allocation',
      route: '/dashboard/omnibus/:planSlot/automatic-allocation',
    });
    await user.click(await screen.findByRole('switch'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('ข้อตกลง AA')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'ไม่ยอมรับ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(fake.calls.some((c) => c.startsWith('PATCH'))).toBe(false);
  });
});

describe('automatic allocation page: disclaimer unavailable', () => {
  it('spec §8: when the disclaimer cannot load, AA cannot be accepted but the dialog can be closed', async () => {
    const user = userEvent.setup();
    const fake = fakeApi()
      .on('GET', DETAIL, ok(planDetail()))
      .on('GET', portPaths.automaticAllocation('omnibus', 1), ok({ ...aa, state: 'not_enabled' }));
    renderAt(<AutomaticAllocationPage accountType="omnibus" />, {
      path: '/dashboard/omnibus/1/automatic-allocation',
      route: '/dashboard/omnibus/:planSlot/automatic-allocation',
    });
    await user.click(await screen.findByRole('switch'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('ไม่สามารถโหลดข้อตกลงได้ กรุณาลองใหม่ในภายหลัง')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'ยอมรับและเปิดใช้งาน' }));
    expect(fake.calls.some((c) => c.startsWith('PATCH'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'ไม่ยอมรับ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('automatic allocation page: switch', () => {
  it('spec §3: the switch reads เปิด/ปิด and keeps keyboard focus while the toggle is in flight', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    let writes = 0;
    fakeApi()
      .on('GET', DETAIL, ok(planDetail()))
      .on('GET', portPaths.automaticAllocation('omnibus', 1), ok({ ...aa, state: 'enabled' }))
      .on('PATCH', portPaths.automaticAllocationToggle('omnibus', 1), () => {
        writes += 1;
        return new Promise((resolve) => {
          release = () => resolve(fail(500, 'x', 'X'));
        });
      });
    renderAt(<AutomaticAllocationPage accountType="omnibus" />, {
      path: '/dashboard/omnibus/1/automatic-allocation',
      route: '/dashboard/omnibus/:planSlot/automatic-allocation',
    });
    const toggle = await screen.findByRole('switch');
    expect(toggle.textContent).toBe('เปิด');
    toggle.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(toggle.getAttribute('aria-disabled')).toBe('true'));
    expect((toggle as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    release();
    await waitFor(() => expect(toggle.getAttribute('aria-disabled')).toBeNull());
    expect(document.activeElement).toBe(toggle);
    expect(writes).toBe(1);
  });
});

describe('automatic allocation page: the AA job (issue 22 item 4)', () => {
  const PATH = { path: '/dashboard/omnibus/1/automatic-allocation', route: '/dashboard/omnibus/:planSlot/automatic-allocation' };

  it('spec §3 is_job_running: while the job runs the panel says so and the switch cannot change', async () => {
    const user = userEvent.setup();
    const fake = fakeApi()
      .on('GET', DETAIL, ok(planDetail()))
      .on('GET', portPaths.automaticAllocation('omnibus', 1), ok({ ...aa, state: 'enabled', is_job_running: true }));
    renderAt(<AutomaticAllocationPage accountType="omnibus" />, PATH);
    expect((await screen.findByText('ระบบกำลังปรับพอร์ต กรุณารอสักครู่')).getAttribute('role')).toBe('status');
    const toggle = screen.getByRole('switch');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    await user.click(toggle);
    expect(fake.calls.some((c) => c.startsWith('PATCH'))).toBe(false);
  });

  it('turning AA on that starts a job shows the running branch at once; a failed job shows its reason and may be retried', async () => {
    const user = userEvent.setup();
    fakeApi()
      .on('GET', DETAIL, ok(planDetail()))
      .on(
        'GET',
        portPaths.automaticAllocation('omnibus', 1),
        ok({ ...aa, state: 'paused', error_code: 'AA_CANNOT_ENABLE', error_message: 'เปิดการปรับพอร์ตอัตโนมัติไม่สำเร็จ' }),
      )
      .on('GET', otherPaths.aaDisclaimer, { body: { data: { description: 'ข้อตกลง AA' } } })
      .on('PATCH', portPaths.automaticAllocationToggle('omnibus', 1), ok({ ...aa, state: 'enabled', is_job_running: true }));
    renderAt(<AutomaticAllocationPage accountType="omnibus" />, PATH);
    expect((await screen.findByRole('alert')).textContent).toBe('เปิดการปรับพอร์ตอัตโนมัติไม่สำเร็จ');
    await user.click(screen.getByRole('switch'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('ข้อตกลง AA');
    await user.click(within(dialog).getByRole('button', { name: 'ยอมรับและเปิดใช้งาน' }));
    expect((await screen.findByText('ระบบกำลังปรับพอร์ต กรุณารอสักครู่')).getAttribute('role')).toBe('status');
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByText('เปิดการปรับพอร์ตอัตโนมัติไม่สำเร็จ')).toBeNull();
  });
});
