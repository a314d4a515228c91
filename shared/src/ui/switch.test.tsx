import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './switch';

describe('Switch (Radix)', () => {
  it('is a named switch whose state is in aria-checked and in Thai words (เปิด/ปิด)', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const { rerender } = render(<Switch checked={false} onCheckedChange={onCheckedChange} label="เปิดใช้งานการปรับพอร์ตอัตโนมัติ" />);
    const control = screen.getByRole('switch', { name: 'เปิดใช้งานการปรับพอร์ตอัตโนมัติ' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    expect(control.textContent).toBe('ปิด');
    control.focus();
    await user.keyboard(' ');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    rerender(<Switch checked onCheckedChange={onCheckedChange} label="เปิดใช้งานการปรับพอร์ตอัตโนมัติ" />);
    expect(control.getAttribute('aria-checked')).toBe('true');
    expect(control.textContent).toBe('เปิด');
  });

  it('while unavailable it ignores clicks but keeps keyboard focus (aria-disabled, not disabled)', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch checked={false} onCheckedChange={onCheckedChange} label="สลับ" unavailable busy />);
    const control = screen.getByRole('switch', { name: 'สลับ' }) as HTMLButtonElement;
    control.focus();
    await user.click(control);
    await user.keyboard(' ');
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(control.disabled).toBe(false);
    expect(document.activeElement).toBe(control);
    expect(control.getAttribute('aria-disabled')).toBe('true');
    expect(control.getAttribute('aria-busy')).toBe('true');
  });
});
