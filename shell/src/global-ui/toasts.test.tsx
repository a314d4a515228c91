import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connectBusToUiStore } from '@port/shared/bus/connect-bus';
import { emit } from '@port/shared/bus/event-bus';
import { ERROR_TOAST_AUTO_HIDE_MS, ErrorToast } from './error-toast';
import { SuccessToast } from './success-toast';
import { ToastRegion } from './toast-region';

function Toasts() {
  return (
    <ToastRegion>
      <ErrorToast />
      <SuccessToast />
    </ToastRegion>
  );
}

const errorRegion = () => screen.getByRole('alert');
const successRegion = () => screen.getByRole('status');

describe('error and success toasts (spec §2 global elements, §4 exclusivity, §8 defaults)', () => {
  // The setup file disconnects the bus and resets the UI store after each test.
  beforeEach(() => {
    connectBusToUiStore();
  });

  it('shows the default Thai error toast when a remote emits ui/error-toast without text', () => {
    render(<Toasts />);
    expect(errorRegion().textContent).toBe('');
    act(() => emit('ui/error-toast', {}));
    expect(errorRegion().textContent).toContain('เกิดข้อผิดพลาดขึ้น');
    expect(errorRegion().textContent).toContain('กรุณาลองใหม่ในภายหลัง');
  });

  it('never shows both: a success toast replaces the error toast and the reverse', () => {
    render(<Toasts />);
    act(() => emit('ui/error-toast', { title: 'ยกเลิกคำสั่งไม่สำเร็จ' }));
    expect(errorRegion().textContent).toContain('ยกเลิกคำสั่งไม่สำเร็จ');
    act(() => emit('ui/success-toast', { title: 'ยกเลิกคำสั่งซื้อเรียบร้อยแล้ว' }));
    expect(successRegion().textContent).toContain('ยกเลิกคำสั่งซื้อเรียบร้อยแล้ว');
    expect(errorRegion().textContent).toBe('');
    act(() => emit('ui/error-toast', { title: 'บันทึกแผนไม่สำเร็จ' }));
    expect(errorRegion().textContent).toContain('บันทึกแผนไม่สำเร็จ');
    expect(successRegion().textContent).toBe('');
  });

  it('closes with its labelled close button', async () => {
    render(<Toasts />);
    act(() => emit('ui/success-toast', { title: 'บันทึกแล้ว' }));
    await userEvent.click(screen.getByRole('button', { name: 'ปิดการแจ้งเตือน' }));
    expect(successRegion().textContent).toBe('');
  });

  it('hides the error toast by itself, and a repeated message restarts the timer', () => {
    vi.useFakeTimers();
    render(<Toasts />);
    act(() => emit('ui/error-toast', { title: 'ข้อผิดพลาด ก' }));
    act(() => void vi.advanceTimersByTime(ERROR_TOAST_AUTO_HIDE_MS - 1000));
    act(() => emit('ui/error-toast', { title: 'ข้อผิดพลาด ก' }));
    act(() => void vi.advanceTimersByTime(1500));
    expect(errorRegion().textContent).toContain('ข้อผิดพลาด ก');
    act(() => void vi.advanceTimersByTime(ERROR_TOAST_AUTO_HIDE_MS));
    expect(errorRegion().textContent).toBe('');
  });
});
