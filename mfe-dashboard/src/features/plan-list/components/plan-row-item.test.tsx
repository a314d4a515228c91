import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { planList } from '../../../test/fixtures';
import { planRows } from '../model/plan-rows';
import { PlanRowItem } from './plan-row-item';

function renderRow(over: Partial<ReturnType<typeof planRows>[number]>) {
  const [row] = planRows(planList());
  render(
    <MemoryRouter>
      <ul>
        <PlanRowItem plan={{ ...row!, plan_status: 'none', ...over }} />
      </ul>
    </MemoryRouter>,
  );
  return screen.getByTestId('plan-row');
}

describe('plan row status (issue 13 review item 1; spec §3 plan list)', () => {
  it('a goal plan expected below its goal says so with what is missing, from what to what (review item 5)', () => {
    const row = renderRow({
      goal_shortfall: { expected: 2_190_816.76, goal: 5_000_000, shortfall: 2_809_183.24, date: '2046-11-18' },
    });
    expect(row.textContent).not.toContain('ปกติ');
    expect(within(row).getByTestId('plan-row-status').textContent).toBe('มีแนวโน้มไม่ถึงเป้าหมาย');
    expect(within(row).getByTestId('plan-row-goal').textContent).toBe(
      'ขาดอีก 2,809,183.24\u00a0บาท (คาดว่าจะได้ 2,190,816.76 จาก 5,000,000.00\u00a0บาท)',
    );
  });

  it('an on-track plan keeps its status words', () => {
    const row = renderRow({ goal_shortfall: null });
    expect(within(row).getByTestId('plan-row-status').textContent).toBe('ปกติ');
    expect(within(row).queryByTestId('plan-row-goal')).toBeNull();
  });

  it('one status per plan, the most severe; pending orders are their own line (review item 3)', () => {
    const row = renderRow({
      plan_status: 'pending',
      pending_order_count: 2,
      dca_status: 'need-adjustment',
      goal_shortfall: { expected: 1, goal: 2, shortfall: 1, date: '2030-01-01' },
    });
    expect(
      within(row)
        .getAllByTestId('plan-row-status')
        .map((e) => e.textContent),
    ).toEqual(['มีแนวโน้มไม่ถึงเป้าหมาย']);
    expect(within(row).getByTestId('plan-row-pending').textContent).toBe('มีคำสั่งรอดำเนินการ 2 รายการ');
  });

  it('a regular investment to adjust is the status instead of "ปกติ", in one Thai name (review items 3, 6)', () => {
    const row = renderRow({ plan_status: 'none', dca_status: 'need-adjustment', goal_shortfall: null, pending_order_count: 0 });
    expect(within(row).getByTestId('plan-row-status').textContent).toBe('ต้องปรับรายการลงทุนรายเดือน');
    expect(row.textContent).not.toContain('ปกติ');
    expect(row.textContent).not.toContain('DCA');
    expect(within(row).queryByTestId('plan-row-pending')).toBeNull();
  });

  it('an error outranks a goal warning', () => {
    const row = renderRow({ plan_status: 'error', goal_shortfall: { expected: 1, goal: 2, shortfall: 1, date: '2030-01-01' } });
    expect(within(row).getByTestId('plan-row-status').textContent).toBe('เกิดข้อผิดพลาด');
    expect(within(row).queryByTestId('plan-row-goal')).toBeNull();
  });
});

describe('spec §4 need-topup-min-invest in the plan row (issue 22 item 2)', () => {
  it('a plan below its model minimum says so in Thai, how much is still to invest, and links to its plan page', () => {
    const row = renderRow({
      min_invest_topup: { minimum: 2_500, topup: 1_999.5 },
      goal_shortfall: { expected: 1, goal: 2, shortfall: 1, date: '2030-01-01' },
      href: '/dashboard/omnibus/1',
    });
    const status = within(row).getByTestId('plan-row-status');
    expect(status.textContent).toBe('ต้องลงทุนเพิ่มให้ถึงขั้นต่ำ');
    expect(status.dataset.kind).toBe('min-invest');
    expect(within(row).getByTestId('plan-row-min-invest').textContent).toContain(
      'ลงทุนเพิ่มอีก 1,999.50\u00a0บาท ให้ถึงขั้นต่ำของแผน 2,500.00\u00a0บาท',
    );
    const link = within(row).getByTestId('plan-row-topup-link');
    expect(link.getAttribute('href')).toBe('/dashboard/omnibus/1');
    expect(within(row).queryByTestId('plan-row-goal')).toBeNull();
  });

  it('without a top-up the row has no minimum line', () => {
    const row = renderRow({ min_invest_topup: null, goal_shortfall: null });
    expect(within(row).getByTestId('plan-row-status').textContent).toBe('ปกติ');
    expect(within(row).queryByTestId('plan-row-min-invest')).toBeNull();
  });
});
