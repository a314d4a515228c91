import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CheckoutPanelProps } from '@port/shared/contracts/checkout-panel';
import { SavedPanel } from './saved-panel';

const plan = { plan_id: '77', plan_slot: 4, account_type: 'omnibus' as const, plan_name: 'เที่ยวญี่ปุ่น' };

/** The saved panel on the review route, and the dashboard's plan route so a navigation shows. */
function renderSaved(
  loader: (id: string) => Promise<{ default: (p: CheckoutPanelProps) => React.ReactNode }>,
  riskState: 'current' | 'expired' = 'current',
) {
  return render(
    <MemoryRouter initialEntries={['/plan-select/plans/goal-based/review']}>
      <Routes>
        <Route path="/plan-select/*" element={<SavedPanel plan={plan} initial={20000} riskState={riskState} loader={loader} />} />
        <Route path="/dashboard/:account/:slot" element={<p>หน้าแผนของแดชบอร์ด</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('after creating a plan (issue 9; issue 8 orders/CheckoutPanel)', () => {
  it('offers to invest the planned amount now or go to the plan page; "ลงทุนเลย" mounts orders/CheckoutPanel in initial mode; placed → the plan page', async () => {
    const seen: { id: string; props?: CheckoutPanelProps }[] = [];
    const FakePanel = (props: CheckoutPanelProps) => {
      seen.push({ id: 'panel', props });
      return (
        <div>
          <p>แผงสั่งซื้อของ {props.plan.plan_name}</p>
          <button type="button" onClick={() => props.onDone?.({ status: 'cancelled' })}>
            ปิด
          </button>
          <button type="button" onClick={() => props.onDone?.({ status: 'placed', result: {} as never })}>
            เสร็จสิ้น
          </button>
        </div>
      );
    };
    const loader = async (id: string) => {
      seen.push({ id });
      return { default: FakePanel };
    };
    const user = userEvent.setup();
    renderSaved(loader);
    expect(screen.getByRole('heading', { name: 'สร้างแผน “เที่ยวญี่ปุ่น” เรียบร้อยแล้ว' })).toBe(document.activeElement);
    expect(screen.getByText(/เงินลงทุนเริ่มต้นที่คุณวางไว้ 20,000.00 บาท/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ไปที่หน้าแผนของฉัน' }).getAttribute('href')).toBe('/dashboard/omnibus/4');
    await user.click(screen.getByRole('button', { name: 'ลงทุนเลย' }));
    expect(await screen.findByText('แผงสั่งซื้อของ เที่ยวญี่ปุ่น')).toBeTruthy();
    expect(seen[0]).toEqual({ id: 'orders/CheckoutPanel' });
    // Issue 17 "Why" 8: the offer's planned amount is filled in, not an empty field under it.
    expect(seen[1]?.props).toMatchObject({ plan, mode: 'initial', amount: 20000 });
    // Closed without ordering: the offer is back, still on this page.
    await user.click(screen.getByRole('button', { name: 'ปิด' }));
    await user.click(await screen.findByRole('button', { name: 'ลงทุนเลย' }));
    await user.click(await screen.findByRole('button', { name: 'เสร็จสิ้น' }));
    expect(await screen.findByText('หน้าแผนของแดชบอร์ด')).toBeTruthy();
  });

  it('an expired suitability assessment gets no "ลงทุนเลย": why, and where to renew it (issue 17 "Why" 7)', () => {
    renderSaved(async () => ({ default: () => null }), 'expired');
    expect(screen.queryByRole('button', { name: 'ลงทุนเลย' })).toBeNull();
    expect(screen.queryByText(/เริ่มลงทุนตามแผนได้เลย/)).toBeNull();
    const notice = screen.getByTestId('cannot-invest-yet');
    expect(notice.textContent).toContain('แบบประเมินความเสี่ยงของคุณหมดอายุแล้ว');
    expect(screen.getByRole('link', { name: 'ทำแบบประเมินความเสี่ยง' }).getAttribute('href')).toMatch(/^\//);
    expect(screen.getByRole('link', { name: 'ไปที่หน้าแผนของฉัน' })).toBeTruthy();
  });
});
describe('monthly investing offered after creating a plan (issue 17 item 3)', () => {
  const renderWith = (contribution: number | null) =>
    render(
      <MemoryRouter initialEntries={['/plan-select/plans/goal-based/review']}>
        <Routes>
          <Route path="/plan-select/*" element={<SavedPanel plan={plan} initial={20000} contribution={contribution} />} />
        </Routes>
      </MemoryRouter>,
    );

  it('a plan with a monthly amount offers to set it up, next to ลงทุนเลย, on the plan page’s set-up form', () => {
    renderWith(3000);
    expect(screen.getByTestId('monthly-offer').textContent).toContain('แผนนี้วางไว้ลงทุนเพิ่มเดือนละ 3,000.00');
    expect(screen.getByRole('link', { name: 'ตั้งลงทุนรายเดือน' }).getAttribute('href')).toBe('/dashboard/omnibus/4?dca=set');
    expect(screen.getByRole('button', { name: 'ลงทุนเลย' })).toBeTruthy();
  });

  it('a plan without a monthly amount offers no monthly investing', () => {
    renderWith(0);
    expect(screen.queryByTestId('monthly-offer')).toBeNull();
    expect(screen.queryByRole('link', { name: 'ตั้งลงทุนรายเดือน' })).toBeNull();
  });
});
