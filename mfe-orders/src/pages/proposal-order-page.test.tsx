import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { otherPaths, portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import ProposalOrderRoute from '../proposal-order-route';
import { KBANK, previewLine } from '../test/checkout-fixtures';

const route = '/dashboard/:accountType/:planSlot/proposal-order';
const detail = {
  customer: { customer_id: 'C1', display_name: 'วีระ' },
  outstandings: [],
  pra: null,
  dca: null,
  plan: {
    plan_id: '9',
    plan_slot: 2,
    plan_name: 'แผนลดหย่อนภาษี',
    plan_type: 'tax-saving',
    plan_type_display: 'แผนการลงทุนลดหย่อนภาษี',
    goal_timeframe: null,
    initial: 150000,
    contribution: 0,
    goal_money: null,
    goal_type: null,
    risk_level: 6,
    risk_level_text: 'ความเสี่ยงสูง',
    risk_level_display: '6',
    created_at: '2026-01-01T00:00:00.000Z',
    account_type: 'segregate',
    pra_status: 'NONE',
    slug_name: 'tax',
    can_redraft: false,
    plan_type_badge_url: null,
    is_aa_enabled: false,
    account_code: 'SEG-1',
    model: null,
  },
  trading: { pending_orders: [], dca_profiles: [] },
  show_feature_acknowledgement: { aa_welcome: false },
};
const line = (type: 'buy' | 'sell', fund: string, amount: number | null, unit: number | null, risk: number) =>
  previewLine(fund, amount, { order_type: type, unit, estimated_amount: amount ?? 1234.5, risk_level: risk });
const heldBack = [
  ...[{ order_type: 'sell', fund_shortcode: 'SCBRM2', reason: 'rmf-age', sellable_from: '2030-11-03' }],
  ...[{ order_type: 'buy', fund_shortcode: 'K-CHANGE-SSF', reason: 'no-deduction', sellable_from: null }],
].map((h) => ({
  fund_name_th: `กองทุน ${h.fund_shortcode}`,
  fund_tax_type: h.reason === 'no-deduction' ? 'ssf' : null,
  tax_year: h.reason === 'no-deduction' ? 2026 : null,
  ...h,
}));
const proposal = (lines: unknown[], held: unknown[] = []) => ({
  ...{ plan_id: '9', lines, total_buy_amount: 5000, created_at: '2026-11-18T10:00:00+07:00' },
  held_back: held,
});
const banks = [KBANK];

function api(lines: unknown[], held: unknown[] = [], taxTotals: unknown[] = []) {
  return fakeApi().get({
    [otherPaths.taxSavingFund]: ok(taxTotals),
    [portAggregationPaths.planDetail('segregate', 2)]: ok(detail),
    [portAggregationPaths.proposalOrder('9')]: ok(proposal(lines, held)),
    [portPaths.tradingProfile]: ok({
      suit_risk_level: 5,
      suit_state: 'current',
      suit_expiry: null,
      can_buy: true,
      can_sell: true,
      refusals: [],
    }),
    [portPaths.customerBanks]: ok(banks),
  });
}

describe('proposal order page (issue 8; spec §2, §7 proposal-order)', () => {
  it('a plan without a proposal says so and links back to the plan; lines held back for tax reasons say why (spec §1)', async () => {
    api([], heldBack);
    renderAt(<ProposalOrderRoute />, { path: '/dashboard/segregate/2/proposal-order', route });
    expect(await screen.findByText('แผนนี้ไม่มีรายการปรับพอร์ตที่แนะนำในขณะนี้')).toBeTruthy();
    const held = screen.getByTestId('held-back').textContent;
    expect(held).toContain('ขาย SCBRM2 ยังไม่ขาย: RMF ขายได้เมื่อถือครบ 5 ปีในวันที่ 3 พ.ย. 2573 และต้องมีอายุครบ 55 ปีบริบูรณ์');
    expect(held).toContain('ซื้อ K-CHANGE-SSF ไม่ซื้อ: SSF ที่ซื้อในปี 2569 ไม่ได้สิทธิลดหย่อนภาษี');
    expect(screen.getByRole('link', { name: 'กลับไปที่แผน' }).getAttribute('href')).toBe('/dashboard/segregate/2');
  });

  it('shows the buy and sell lines with the total to buy; a riskier buy needs the acknowledgement; confirm places the orders once', async () => {
    const fake = api([line('buy', 'KFGTECH-A', 5000, null, 7), line('sell', 'K-FIXED', null, 100.5, 4)]).on(
      'POST',
      portPaths.fastCheckoutProposalOrder,
      ok({ checkout_id: '3', plan_id: '9', orders: [], total_amount: 5000 }),
    );
    renderAt(<ProposalOrderRoute />, { path: '/dashboard/segregate/2/proposal-order', route });
    const lines = await screen.findAllByTestId('proposal-line');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.textContent).toContain('ซื้อ KFGTECH-A');
    expect(lines[0]!.textContent).toContain('สูงกว่าระดับที่คุณยอมรับได้');
    expect(lines[1]!.textContent).toContain('100.5000 หน่วย');
    // Review item 4: a proposal line says what a checkout line says (cut-off, labelled dates).
    expect(lines[0]!.textContent).toContain('ตัดรอบ:15.30 น.');
    expect(lines[0]!.textContent).toContain('ตัดเงิน:18 พ.ย. 2569');
    expect(lines[0]!.textContent).toContain('วันที่ได้รับหน่วยลงทุน (โดยประมาณ):19 พ.ย. 2569');
    expect(lines[1]!.textContent).toContain('วันที่ได้รับเงิน (โดยประมาณ):19 พ.ย. 2569');
    expect(screen.queryByTestId('tax-fund-conditions')).toBeNull();
    expect(screen.getByTestId('proposal-total-buy').textContent).toBe('5,000.00 บาท');
    const summary = screen.getByTestId('order-summary').textContent;
    expect(summary).toContain('ยอดชำระรวม 5,000.00 บาท');
    expect(summary).toContain('ขายคืนประมาณ 1,234.50 บาท');
    expect(summary).toContain('ตัดเงินจากบัญชีธนาคารกสิกรไทย xxx-x-x3456-x');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันคำสั่งตามคำแนะนำ' }));
    expect((await screen.findByRole('alert')).textContent).toBe('กรุณายืนยันว่ารับทราบความเสี่ยงก่อนส่งคำสั่ง');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันคำสั่งตามคำแนะนำ' }));
    expect(await screen.findByText('ส่งคำสั่งตามคำแนะนำเรียบร้อยแล้ว')).toBeTruthy();
    const post = fake.calls.findIndex((c) => c.startsWith('POST'));
    expect(fake.bodies[post]).toMatchObject({ plan_id: '9', bank_id: 'B1', risk_acknowledged: true });
  });

  it('a ThaiESG buy shows its holding conditions and needs them acknowledged before it is sent (review item 4; spec §1)', async () => {
    // The conditions are the server's (tax_conditions), shown as given: this page derives none of them.
    const esg = {
      ...line('buy', 'TISCOESG-A', 5000, null, 4),
      fund_tax_type: 'tesg',
      tax_conditions: {
        tax_type: 'tesg',
        tax_year: 2026,
        deduction: 'deducts',
        holding_rule: 'ถือครองตามเกณฑ์ที่เซิร์ฟเวอร์ส่งมา 5 ปี',
        holding_years: 5,
        holding_exact: true,
        sellable_from: '2031-11-19',
        needs_age: false,
      },
    };
    const fake = api([esg], [], [{ year: 2026, cost: { ssf: 0, rmf: 0, tesg: 0, tesgx: 0 } }]).on(
      'POST',
      portPaths.fastCheckoutProposalOrder,
      ok({ checkout_id: '4', plan_id: '9', orders: [], total_amount: 5000 }),
    );
    renderAt(<ProposalOrderRoute />, { path: '/dashboard/segregate/2/proposal-order', route });
    const conditions = await screen.findByTestId('tax-fund-conditions');
    expect(conditions.textContent).toContain('ThaiESG · TISCOESG-A');
    expect(conditions.textContent).toContain('ใช้สิทธิลดหย่อนภาษีของปี 2569 ได้');
    expect(conditions.textContent).toContain('ถือครองตามเกณฑ์ที่เซิร์ฟเวอร์ส่งมา 5 ปี');
    expect(conditions.textContent).toContain('ขายได้โดยไม่เสียสิทธิตั้งแต่ 19 พ.ย. 2574');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันคำสั่งตามคำแนะนำ' }));
    expect((await screen.findByRole('alert')).textContent).toBe('กรุณายืนยันว่ารับทราบเงื่อนไขของกองทุนลดหย่อนภาษีก่อนส่งคำสั่ง');
    expect(fake.calls.some((c) => c.startsWith('POST'))).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: /รับทราบเงื่อนไขการถือครองของกองทุนลดหย่อนภาษี/ }));
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันคำสั่งตามคำแนะนำ' }));
    expect(await screen.findByText('ส่งคำสั่งตามคำแนะนำเรียบร้อยแล้ว')).toBeTruthy();
    const post = fake.calls.findIndex((c) => c.startsWith('POST'));
    expect(fake.bodies[post]).toMatchObject({ plan_id: '9', tax_fund_acknowledged: true });
  });

  it('discard asks first, then deletes the proposal', async () => {
    const fake = api([line('buy', 'K-FIXED', 5000, null, 4)]).on(
      'DELETE',
      portPaths.deleteProposalOrder('9'),
      ok({ plan_id: '9', deleted: true }),
    );
    renderAt(<ProposalOrderRoute />, { path: '/dashboard/segregate/2/proposal-order', route });
    await userEvent.click(await screen.findByRole('button', { name: 'ไม่รับคำแนะนำนี้' }));
    const dialog = await screen.findByRole('dialog', { name: 'ไม่รับรายการปรับพอร์ตนี้?' });
    expect(fake.calls.some((c) => c.startsWith('DELETE'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByText('ยกเลิกรายการปรับพอร์ตที่แนะนำแล้ว')).toBeTruthy();
    expect(fake.calls).toContain(`DELETE ${portPaths.deleteProposalOrder('9')}`);
  });
});
