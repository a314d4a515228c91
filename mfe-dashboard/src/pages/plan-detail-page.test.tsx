import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { on } from '@port/shared/bus/event-bus';
import { otherPaths, portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import type { AutomaticAllocation } from '@port/shared/contracts/automatic-allocation';
import { fail, fakeApi, ok } from '@port/shared/test/msw';
import type { FakeApi } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import { planList, visualStatus } from '../test/fixtures';
import { planDetail, proposalOrder } from '../test/plan-fixtures';
import PlanDetailPage from './plan-detail-page';

const DETAIL = portAggregationPaths.planDetail('omnibus', 1);
const AA = portPaths.automaticAllocation('omnibus', 1);
// From the plan's current value (40,000), 19 years left of the 20 from 2026-01-01 at the test clock.
const WEALTH = `${portPaths.wealthPath(5)}?initial=40000&contribution=5000&timeframe=19&target=5000000`;
const CLOCK = () => Date.parse('2026-11-22T03:00:00.000Z');
const aaState = (state: AutomaticAllocation['state']): AutomaticAllocation => ({
  plan_id: 'p-1',
  state,
  can_enable: true,
  is_job_running: false,
  updated_at: null,
  error_code: null,
  error_message: null,
});
const wealthPath = {
  graph_upper_bound: 6_000_000,
  current: { amount: 110_000, date: '2026-11-22' },
  // The projection's median at the goal date differs from the plan's goal_money (5,000,000).
  target: { amount: 4_200_000, date: '2046-11-22' },
  plots: [
    { date: '2027-12-31', lower: 150_000, expected: 170_000, upper: 190_000 },
    { date: '2028-12-31', lower: 200_000, expected: 240_000, upper: 280_000 },
  ],
};

function api(): FakeApi {
  return fakeApi()
    .on('GET', DETAIL, ok(planDetail()))
    .on('GET', AA, ok(aaState('not_enabled')))
    .on('GET', WEALTH, ok(wealthPath))
    .on('GET', portAggregationPaths.planList, ok(planList()));
}

const renderPlan = (slot = '1') =>
  renderAt(<PlanDetailPage accountType="omnibus" clock={CLOCK} />, {
    path: `/dashboard/omnibus/${slot}`,
    route: '/dashboard/omnibus/:planSlot',
  });

describe('plan detail page', () => {
  it("spec §5: a response without plan_id shows 'ไม่พบข้อมูลแผน', not a crash", async () => {
    const wire = planDetail();
    const { plan_id: _dropped, ...planWithoutId } = wire.plan;
    fakeApi().on('GET', DETAIL, ok({ ...wire, plan: planWithoutId }));
    renderPlan();
    const alert = await screen.findByTestId('plan-not-found');
    expect(within(alert).getByRole('heading').textContent).toBe('ไม่พบข้อมูลแผน');
  });

  it("spec §5: an unknown slot shows 'ไม่พบข้อมูลแผน' without calling the server", async () => {
    const fake = api();
    renderPlan('abc');
    expect((await screen.findByTestId('plan-not-found')).textContent).toContain('ไม่พบข้อมูลแผน');
    expect(fake.calls).toHaveLength(0);
  });

  it('spec §3/§5/§9: header with goal, outstandings ssf, rmf then others, units to 4 decimals', async () => {
    api();
    renderPlan();
    const header = await screen.findByTestId('plan-header');
    expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe('แผนเกษียณสุขใจ');
    expect(header.textContent).toContain('แผนตามเป้าหมาย');
    expect(header.textContent).toContain('ความเสี่ยงปานกลางค่อนข้างสูง');
    // Review item 4: the time left, and the day the wealth path ends (the fixture's target date, not the clock's).
    await waitFor(() =>
      expect(within(header).getByTestId('plan-goal').textContent).toBe(
        'เป้าหมาย 5,000,000.00 บาท · เหลือ 19\u00a0ปี (ถึง 22 พ.ย. 2589)',
      ),
    );
    const rows = screen.getAllByTestId('outstanding-row');
    expect(rows.map((r) => r.querySelector('th span')?.textContent)).toEqual(['KFSSF', 'SCBRMF', 'KFGBRANDRMF', 'K-TESG']);
    expect(rows.map((r) => within(r).getByTestId('outstanding-units').textContent)).toEqual([
      '12.3000',
      '1,234.5679',
      '100.5000',
      '5.0000',
    ]);
    expect(screen.getByTestId('plan-aum').textContent).toBe('40,000.00 บาท');
  });

  it('spec §4: cancelling a pending order asks first, then the order disappears', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const fake = api()
      .on('GET', DETAIL, () => {
        const d = planDetail();
        return ok(cancelled ? { ...d, trading: { ...d.trading, pending_orders: d.trading.pending_orders.slice(1) } } : d);
      })
      .on('POST', otherPaths.cancelOrder, () => {
        cancelled = true;
        return ok({ vir_ref_trans_no: 'VRT-ORD-1', cancelled: true });
      });
    const events: string[] = [];
    const off = on('order/cancelled', (p) => events.push(p.orderNo));
    renderPlan();
    expect(await screen.findAllByTestId('pending-order')).toHaveLength(2);
    const first = screen.getAllByTestId('pending-order')[0]!;
    expect(first.textContent).toContain('รอชำระเงิน');
    expect(first.textContent).toContain('จำนวนเงิน5,000.00 บาท');
    expect(first.textContent).toContain('วันที่ได้รับหน่วยลงทุน (โดยประมาณ)25 พ.ย. 2569');
    expect(first.textContent).toContain('หักเงินจากบัญชีกสิกรไทย xxx-x-x1234-x · หักบัญชีอัตโนมัติ กสิกรไทย');

    await user.click(screen.getByRole('button', { name: 'ยกเลิกรายการ KFSSF เลขที่ ORD-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการยกเลิกรายการ' });
    expect(fake.calls.some((c) => c.startsWith('POST'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันยกเลิก' }));

    await waitFor(() => expect(screen.getAllByTestId('pending-order')).toHaveLength(1));
    expect(screen.getByTestId('pending-order').dataset.orderNo).toBe('ORD-2');
    expect(fake.bodies[fake.calls.indexOf(`POST ${otherPaths.cancelOrder}`)]).toEqual({ vir_ref_trans_no: 'VRT-ORD-1' });
    expect(events).toEqual(['ORD-1']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    off();
  });

  it("spec §8: a failed cancel shows the server's message and keeps the order", async () => {
    const user = userEvent.setup();
    api().on('POST', otherPaths.cancelOrder, fail(409, 'รายการนี้ส่งไปยังบริษัทจัดการแล้ว ยกเลิกไม่ได้'));
    renderPlan();
    await screen.findAllByTestId('pending-order');
    await user.click(screen.getByRole('button', { name: 'ยกเลิกรายการ KFSSF เลขที่ ORD-1' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันยกเลิก' }));
    expect((await within(dialog).findByTestId('cancel-order-error')).textContent).toBe(
      'ยกเลิกรายการไม่สำเร็จ: รายการนี้ส่งไปยังบริษัทจัดการแล้ว ยกเลิกไม่ได้',
    );
    expect(screen.getAllByTestId('pending-order')).toHaveLength(2);
  });

  it('spec §3/§7: turning AA on shows the disclaimer from data.description, then PATCHes the toggle', async () => {
    const user = userEvent.setup();
    const fake = api()
      .on('GET', otherPaths.aaDisclaimer, { body: { data: { description: 'ข้าพเจ้ารับทราบความเสี่ยงของการปรับพอร์ตอัตโนมัติ' } } })
      .on('PATCH', portPaths.automaticAllocationToggle('omnibus', 1), ok(aaState('enabled')));
    renderPlan();
    const toggle = await screen.findByRole('switch', { name: 'เปิดใช้งานการปรับพอร์ตอัตโนมัติ' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('aa-state').textContent).toBe('ยังไม่เปิดใช้งานการปรับพอร์ตอัตโนมัติ');
    // issue 13 item 13: the switch says its state in words.
    expect(screen.getByTestId('aa-switch-state').textContent).toBe('การปรับพอร์ตอัตโนมัติ: ปิดอยู่');
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'ข้อตกลงการใช้บริการปรับพอร์ตอัตโนมัติ' });
    expect(await within(dialog).findByText('ข้าพเจ้ารับทราบความเสี่ยงของการปรับพอร์ตอัตโนมัติ')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'ยอมรับและเปิดใช้งาน' }));
    await waitFor(() => expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true'));
    const i = fake.calls.indexOf(`PATCH ${portPaths.automaticAllocationToggle('omnibus', 1)}`);
    expect(fake.bodies[i]).toEqual({ enable: true, accept_disclaimer: true, source: 'port-web' });
    expect(screen.getByTestId('aa-state').textContent).toBe('เปิดใช้งานการปรับพอร์ตอัตโนมัติ');
  });

  it('spec §8: a failed AA toggle opens the error modal with the server message', async () => {
    const user = userEvent.setup();
    api()
      .on('GET', AA, ok(aaState('enabled')))
      .on('PATCH', portPaths.automaticAllocationToggle('omnibus', 1), fail(500, 'ระบบ AA ขัดข้อง'));
    const modals: { title: string; description?: string }[] = [];
    const off = on('ui/error-modal', (p) => modals.push(p));
    renderPlan();
    const toggle = await screen.findByRole('switch');
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    await user.click(toggle);
    await waitFor(() => expect(modals).toHaveLength(1));
    expect(modals[0]).toMatchObject({ title: 'ไม่สามารถเปลี่ยนการตั้งค่าการปรับพอร์ตอัตโนมัติได้', description: 'ระบบ AA ขัดข้อง' });
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    off();
  });

  it('spec §8: a failing AA call shows its own message while the rest of the plan renders', async () => {
    api().on('GET', AA, fail(500, 'AA ใช้งานไม่ได้ชั่วคราว'));
    renderPlan();
    const aa = await screen.findByTestId('automatic-allocation');
    expect(await within(aa).findByText('AA ใช้งานไม่ได้ชั่วคราว')).toBeTruthy();
    expect(screen.getAllByTestId('outstanding-row')).toHaveLength(4);
    expect(screen.getAllByTestId('pending-order')).toHaveLength(2);
  });

  it('spec §3/§4: DCA needing adjustment says so; goal plans show the wealth path current vs target', async () => {
    api();
    renderPlan();
    expect((await screen.findByTestId('dca-summary')).textContent).toBe(
      'ตอนนี้หักเงินลงทุนรายเดือนรวม 3,000.00\u00a0บาท ไม่ตรงกับแผนที่วางไว้เดือนละ 5,000.00\u00a0บาท หรือกองทุนไม่ตรงกับแผน',
    );
    expect(screen.getByRole('button', { name: 'ปรับรายการลงทุนรายเดือนให้ตรงกับแผน' })).toBeTruthy();
    // Current value is the plan's own value (its summary's aum), not the projection's initial.
    const current = await screen.findByTestId('wealth-path-current');
    expect(current.textContent).toBe(`มูลค่าปัจจุบัน ${screen.getByTestId('plan-aum').textContent}`);
    expect(current.textContent).toBe('มูลค่าปัจจุบัน 40,000.00 บาท');
    // The target agrees with the header's goal_money.
    expect(screen.getByTestId('wealth-path-target').textContent).toBe('เป้าหมาย 5,000,000.00 บาท (22 พ.ย. 2589)');
    expect(screen.getByTestId('plan-goal').textContent).toContain('5,000,000.00');
    expect(screen.getByTestId('wealth-path-legend').textContent).toBe('คาดการณ์กรณีแย่ (เส้นประ)กรณีดี (เส้นประ)เป้าหมาย');
    const table = screen.getByRole('table', { name: 'มูลค่าที่คาดการณ์ในแต่ละปี (บาท)' });
    expect(table.textContent).toContain('240,000.00');
    expect(within(table).getByRole('columnheader', { name: 'เป้าหมาย' })).toBeTruthy();
    expect(within(table).getAllByRole('cell', { name: '5,000,000.00' })).toHaveLength(3);
  });

  it('issue 13 item 3: the wealth path starts at the current value, says what it adds, and its goal column is the goal', async () => {
    api();
    renderPlan();
    const table = await screen.findByTestId('wealth-path-table');
    const [first, second] = within(table).getAllByRole('row').slice(1);
    // Today: the current value on every line; a year on: the path plus 12 × 5,000 put in.
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['40,000.00', '40,000.00', '40,000.00', '40,000.00', '5,000,000.00']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['100,000.00', '150,000.00', '170,000.00', '190,000.00', '5,000,000.00']);
    expect(screen.getByTestId('wealth-path').textContent).toContain('ลงทุนเพิ่มเดือนละ 5,000.00 บาท');
  });

  it('issue 13 item 2: a goal plan whose expected outcome is below its goal says so with the shortfall and a link to the fix', async () => {
    api();
    renderPlan();
    const notice = await screen.findByTestId('goal-off-track');
    expect(notice.textContent).toContain('แผนนี้มีแนวโน้มไม่ถึงเป้าหมาย');
    expect(notice.textContent).toContain(
      'คาดว่าจะได้ 240,000.00\u00a0บาท ณ 31 ธ.ค. 2571 ต่ำกว่าเป้าหมาย 5,000,000.00\u00a0บาท อยู่ 4,760,000.00\u00a0บาท',
    );
    // The fix is editing the plan in plan-select (issue 9), where the monthly amount and timeframe are set.
    expect(
      within(notice)
        .getByRole('link', { name: /เพิ่มเงินลงทุนรายเดือนหรือขยายระยะเวลา/ })
        .getAttribute('href'),
    ).toBe('/plan-select/plans/goal-based/create?action=2&planSlot=1');
  });

  it("issue 9: the plan page links to editing the plan in plan-select's create route of its type (spec §2)", async () => {
    api();
    renderPlan();
    const header = await screen.findByTestId('plan-header');
    expect(within(header).getByRole('link', { name: 'แก้ไขแผน' }).getAttribute('href')).toBe(
      '/plan-select/plans/goal-based/create?action=2&planSlot=1',
    );
  });
});

describe('plan detail page: server says not found', () => {
  it("spec §5/§8: a 404 for an unknown slot shows 'ไม่พบข้อมูลแผน'", async () => {
    fakeApi().on('GET', portAggregationPaths.planDetail('omnibus', 99), fail(404, 'ไม่พบข้อมูลแผน', 'PLAN_NOT_FOUND'));
    renderPlan('99');
    expect((await screen.findByTestId('plan-not-found')).textContent).toContain('ไม่พบข้อมูลแผน');
  });
});

describe('plan detail page: what blocks buying', () => {
  it('issue 13 item 7: an expired suitability test is repeated on the plan page', async () => {
    api().on(
      'GET',
      portAggregationPaths.planList,
      ok(planList({ visual_status: visualStatus({ customer: ['KYC_WARNING', 'SUIT_EXPIRED'] }) })),
    );
    renderPlan();
    const blocking = await screen.findByTestId('blocking-status');
    expect(blocking.textContent).toContain('แบบประเมินความเสี่ยงหมดอายุแล้ว');
    expect(blocking.textContent).not.toContain('KYC');
  });

  it('issue 22 item 2: the proposal link shows for every plan with proposed lines, flagged or not, and not for an empty proposal', async () => {
    const proposal = proposalOrder('p-1');
    const empty = { ...proposal, lines: [], total_buy_amount: 0 };
    const fake = api().on('GET', portAggregationPaths.proposalOrder('p-1'), ok(empty));
    const { unmount } = renderPlan();
    await screen.findByTestId('plan-header');
    await waitFor(() => expect(fake.calls.some((c) => c.includes('proposal-order'))).toBe(true));
    expect(screen.queryByTestId('proposal-order-link')).toBeNull();
    unmount();
    // The plan list does not mark this plan optional_adjustment: the link follows the proposal.
    api().on('GET', portAggregationPaths.proposalOrder('p-1'), ok(proposal));
    renderPlan();
    expect((await screen.findByTestId('proposal-order-link')).getAttribute('href')).toBe('/dashboard/omnibus/1/proposal-order');
  });
});
