import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@port/shared/test/render';
import { PlanOrderActions } from './plan-order-actions';

const plan = { plan_id: '7', account_type: 'omnibus', plan_slot: 1, plan_name: 'เกษียณสบาย' } as never;

describe('plan page order actions (issue 8: the CheckoutPanel through federation; spec §8 remote down)', () => {
  it('offers ลงทุนเพิ่ม / ขาย / ปรับพอร์ต; with the orders remote unavailable the page stays and says ordering is unavailable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<PlanOrderActions plan={plan} />);
    for (const name of ['ลงทุนเพิ่ม', 'ขาย', 'ปรับพอร์ต']) expect(screen.getByRole('button', { name })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'ลงทุนเพิ่ม' }));
    expect((await screen.findByRole('alert')).textContent).toContain('ระบบส่งคำสั่งซื้อขายไม่พร้อมใช้งานในขณะนี้');
    expect(screen.getByRole('button', { name: 'ลงทุนเพิ่ม' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('offers the PRA order only for a plan with a regular investment', () => {
    const { unmount } = renderAt(<PlanOrderActions plan={plan} />);
    expect(screen.queryByRole('button', { name: 'ลงทุนสม่ำเสมอ' })).toBeNull();
    unmount();
    renderAt(<PlanOrderActions plan={plan} hasPra />);
    expect(screen.getByRole('button', { name: 'ลงทุนสม่ำเสมอ' })).toBeTruthy();
  });

  it('when the account cannot buy, the buy orders are disabled with the reason, none is primary, selling stays (issue 13 review item 2)', () => {
    renderAt(<PlanOrderActions plan={plan} hasPra buyBlockedReason="แบบประเมินความเสี่ยงหมดอายุแล้ว" />);
    for (const name of ['ลงทุนเพิ่ม', 'ปรับพอร์ต', 'ลงทุนสม่ำเสมอ']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe('plan-buy-blocked-reason');
    }
    expect((screen.getByRole('button', { name: 'ขาย' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('buy-blocked-reason').textContent).toBe('ยังซื้อเพิ่มไม่ได้: แบบประเมินความเสี่ยงหมดอายุแล้ว');
  });
});
