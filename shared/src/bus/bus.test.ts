import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUS_KEY } from './event-bus';
import { UI_STORE_KEY } from './ui-store';

const g = globalThis as unknown as Record<symbol, unknown>;

beforeEach(() => {
  delete g[BUS_KEY];
  delete g[UI_STORE_KEY];
  vi.resetModules();
});
afterEach(() => {
  delete g[Symbol.for('port-web.bus-ui-connection.v1')];
});

describe('event bus (ARCHITECTURE: one bus even with two copies of shared)', () => {
  it('two separately loaded copies of the module share one instance', async () => {
    const first = await import('./event-bus');
    vi.resetModules();
    const second = await import('./event-bus');
    expect(first).not.toBe(second);
    expect(first.getEventBus()).toBe(second.getEventBus());
    const seen = vi.fn();
    first.on('order/cancelled', seen);
    second.emit('order/cancelled', { orderNo: 'ORD-1' });
    expect(seen).toHaveBeenCalledWith({ orderNo: 'ORD-1' });
  });

  it('unsubscribe stops delivery; a throwing listener does not block the others', async () => {
    const { on, emit } = await import('./event-bus');
    const broken = vi.fn(() => {
      throw new Error('boom');
    });
    const good = vi.fn();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offBroken = on('plan/changed', broken);
    const offGood = on('plan/changed', good);
    emit('plan/changed', { planId: 'p1' });
    expect(good).toHaveBeenCalledTimes(1);
    offBroken();
    offGood();
    emit('plan/changed', { planId: 'p1' });
    expect(good).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});

describe('global UI store (spec §3 global UI state, §4 rules, §8 toast defaults)', () => {
  it('§4 showing the error toast hides the success toast and the reverse', async () => {
    const { getUiStore } = await import('./ui-store');
    const store = getUiStore();
    store.getState().showSuccessToast({ title: 'บันทึกแล้ว' });
    expect(store.getState().successToast.isShow).toBe(true);
    store.getState().showErrorToast();
    expect(store.getState().successToast.isShow).toBe(false);
    expect(store.getState().errorToast).toMatchObject({
      isShow: true,
      title: 'เกิดข้อผิดพลาดขึ้น',
      description: 'กรุณาลองใหม่ในภายหลัง',
    });
    store.getState().showSuccessToast({ title: 'ยกเลิกคำสั่งแล้ว' });
    expect(store.getState().errorToast.isShow).toBe(false);
    expect(store.getState().successToast).toMatchObject({ isShow: true, title: 'ยกเลิกคำสั่งแล้ว' });
  });

  it('the same toast shown twice bumps its version', async () => {
    const { getUiStore } = await import('./ui-store');
    const s = getUiStore();
    s.getState().showErrorToast({ title: 'a' });
    const v1 = s.getState().errorToast.version;
    s.getState().showErrorToast({ title: 'a' });
    expect(s.getState().errorToast.version).toBe(v1 + 1);
  });

  it('§4 closing the error modal goes to redirectTo when set', async () => {
    const { getUiStore } = await import('./ui-store');
    const s = getUiStore();
    const navigate = vi.fn();
    s.getState().openErrorModal({ title: 'บัญชีถูกระงับ', redirectTo: '/dashboard' });
    s.getState().closeErrorModal(navigate);
    expect(navigate).toHaveBeenCalledWith('/dashboard');
    expect(s.getState().errorModal.isOpen).toBe(false);
  });

  it('§4 closing the error modal without redirectTo only resets it', async () => {
    const { getUiStore, CLOSED_ERROR_MODAL } = await import('./ui-store');
    const s = getUiStore();
    const navigate = vi.fn();
    s.getState().openErrorModal({ title: 'ผิดพลาด', description: 'ลองใหม่', confirmText: 'ปิด' });
    expect(s.getState().errorModal).toMatchObject({ isOpen: true, title: 'ผิดพลาด', confirmText: 'ปิด' });
    s.getState().closeErrorModal(navigate);
    expect(navigate).not.toHaveBeenCalled();
    expect(s.getState().errorModal).toEqual(CLOSED_ERROR_MODAL);
  });

  it('§6 partner is kept lower-cased', async () => {
    const { getUiStore } = await import('./ui-store');
    getUiStore().getState().setPartner('KKP');
    expect(getUiStore().getState().partner).toBe('kkp');
  });

  it('the store is one instance across two module copies', async () => {
    const a = await import('./ui-store');
    vi.resetModules();
    const b = await import('./ui-store');
    expect(a.getUiStore()).toBe(b.getUiStore());
  });

  it('bus events reach the store once connected, and connecting twice does not double listeners', async () => {
    const { connectBusToUiStore } = await import('./connect-bus');
    const { emit, getEventBus } = await import('./event-bus');
    const { getUiStore } = await import('./ui-store');
    const disconnect = connectBusToUiStore();
    expect(connectBusToUiStore()).toBe(disconnect);
    expect(getEventBus().listenerCount('ui/error-toast')).toBe(1);
    emit('ui/error-toast', { title: 'ส่งคำสั่งไม่สำเร็จ' });
    expect(getUiStore().getState().errorToast).toMatchObject({ isShow: true, title: 'ส่งคำสั่งไม่สำเร็จ' });
    emit('ui/loading', { loading: true });
    emit('ui/open-app-modal', { open: true });
    expect(getUiStore().getState()).toMatchObject({ loading: true, openAppModal: { isOpen: true } });
    disconnect();
    emit('ui/loading', { loading: false });
    expect(getUiStore().getState().loading).toBe(true);
  });
});
