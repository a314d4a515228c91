import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { connectBusToUiStore } from '@port/shared/bus/connect-bus';
import { emit } from '@port/shared/bus/event-bus';
import { getUiStore } from '@port/shared/bus/ui-store';
import { renderRoutes } from '../test-support/render-routes';
import { ErrorModal } from './error-modal';

function Page({ name }: { name: string }) {
  return (
    <>
      <h1>{name}</h1>
      <button type="button">ปุ่มในหน้า</button>
      <ErrorModal />
    </>
  );
}

const routes = [
  { path: '/dashboard/omnibus/9', element: <Page name="แผน 9" /> },
  { path: '/dashboard', element: <Page name="พอร์ตของฉัน" /> },
];

describe('error modal (spec §2 global elements, §4 close rule)', () => {
  // The setup file disconnects the bus and resets the UI store after each test.
  beforeEach(() => {
    connectBusToUiStore();
  });

  it('confirming goes to redirectTo when the modal carries one', async () => {
    const { router } = renderRoutes(routes, '/dashboard/omnibus/9');
    act(() =>
      emit('ui/error-modal', {
        title: 'ไม่พบข้อมูลแผน',
        description: 'แผนนี้อาจถูกลบไปแล้ว',
        confirmText: 'กลับไปที่พอร์ต',
        redirectTo: '/dashboard',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'ไม่พบข้อมูลแผน' });
    expect(dialog.textContent).toContain('แผนนี้อาจถูกลบไปแล้ว');
    await userEvent.click(screen.getByRole('button', { name: 'กลับไปที่พอร์ต' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without redirectTo, confirming only resets the modal and the user stays', async () => {
    const { router } = renderRoutes(routes, '/dashboard/omnibus/9');
    act(() => emit('ui/error-modal', { title: 'ทำรายการไม่สำเร็จ' }));
    await userEvent.click(await screen.findByRole('button', { name: 'ตกลง' }));
    expect(router.state.location.pathname).toBe('/dashboard/omnibus/9');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getUiStore().getState().errorModal.title).toBe('');
  });

  it('Escape closes it the same way as confirming (redirect when set)', async () => {
    const { router } = renderRoutes(routes, '/dashboard/omnibus/9');
    act(() => emit('ui/error-modal', { title: 'เซสชันหมดอายุ', redirectTo: '/dashboard' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
