import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus } from '@port/shared/bus/event-bus';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { fail, fakeApi, ok } from '@port/shared/test/msw';
import { pendingOrder } from '@port/shared/test/orders';
import { renderAt } from '@port/shared/test/render';
import { tradeRefusal } from '@port/shared/domain/trade-eligibility';
import { CheckoutPanel } from './checkout-panel';
import { KBANK, previewLine, SCB } from '../../../test/checkout-fixtures';

const plan = { plan_id: '7', account_type: 'omnibus', plan_slot: 1, plan_name: 'เกษียณสบาย' } as const;
const profile = (extra = {}) => ({
  suit_risk_level: 5,
  suit_state: 'current',
  suit_expiry: '2027-06-30',
  can_buy: true,
  can_sell: true,
  refusals: [],
  ...extra,
});
const banks = [KBANK, SCB];
/** The refusal of a customer whose suitability test expired, as the trading profile gives it. */
const suitExpired = {
  error_code: 'SUIT_EXPIRED',
  message: 'แบบประเมินความเสี่ยงของคุณหมดอายุแล้ว กรุณาทำแบบประเมินใหม่ก่อนซื้อกองทุน',
  blocks: 'buy',
  fix_label: 'ทำแบบประเมินความเสี่ยง',
  fix_url: '/oa-landing/renew/suitability',
};
const line = (fund: string, amount: number, risk: number, reason: 'after-cutoff' | null = null) =>
  previewLine(fund, amount, {
    risk_level: risk,
    fact_sheet_url: `https://example.test/${fund}`,
    ...(reason ? { trade_date: '2026-11-23', nav_date: '2026-11-23', settlement_date: '2026-11-24' } : {}),
    next_day_reason: reason,
  });
const minFund = { fund_shortcode: 'ONE-UGG-RA', fund_name_th: 'กองทุน ONE-UGG-RA', weight: 40, fund_min_amount: 1000 };
const preview = (lines: unknown[], min = 2500) => ({
  plan_id: '7',
  lines,
  total_amount: 10000,
  min_amount: min,
  min_fund: minFund,
});
const praBank = { ...banks[1]!, bank_account_no: '1234567654', bank_display_text: 'SCB', is_main: false };
const praAa = { is_plan_enable_aa: false, can_enable: true, toggle_status: 'idle', status: 'not_enabled', is_job_running: false };
const pra = {
  ...{ pra_list: [], status: 'PRA', pra_date: 25, total_amount: 5000, topup_amount: 0, min_invest: 1000 },
  ...{ next_debit_date: '2026-11-25', pending_orders: [] },
  ...{ error_message: null, error_code: null, investment_view: null, bank: praBank },
  aa: { ...praAa, error_message: null, error_code: null },
};
/** An order the checkout placed: traded on 18 Nov, waiting to be processed, debited from the KBANK account the receipt names. */
const order = (no: string, fund: string, amount: number) =>
  pendingOrder(no, fund, {
    amount,
    vir_ref_trans_no: `V${no}`,
    order_date: '2026-11-18T10:00:00+07:00',
    trade_date: '2026-11-18',
    expected_day: null,
    expected_date: '2026-11-19',
    state: 'pending',
    state_text: 'รอดำเนินการ',
    bank_name: 'ธนาคารกสิกรไทย',
    masked_bank_account_no: 'xxx-x-xx234-5',
    payment_display_text: null,
  });
const batchKey = (amount?: number) =>
  `${portAggregationPaths.batchOrder('topup', '7')}${amount === undefined ? '' : `?amount=${amount}`}`;

function api(lines = [line('KFSDIV', 6000, 5), line('K-FIXED', 4000, 4)]) {
  return fakeApi().get({
    [portPaths.tradingProfile]: ok(profile()),
    [portPaths.customerBanks]: ok(banks),
    [batchKey()]: ok(preview([])),
    [batchKey(10000)]: ok(preview(lines)),
  });
}

async function typeAmount(text: string) {
  const field = await screen.findByLabelText('จำนวนเงินที่ต้องการลงทุน (บาท)');
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
  await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
}

describe('CheckoutPanel (issue 8; spec §7 fast-checkout, batch-order)', () => {
  it('refuses bad amounts in Thai without sending; a good one previews lines adding up to it, confirms once and shows the receipt', async () => {
    const fake = api().on(
      'POST',
      portPaths.fastCheckoutBatch('topup'),
      ok({
        checkout_id: '1',
        plan_id: '7',
        orders: [order('ORD1', 'KFSDIV', 6000), order('ORD2', 'K-FIXED', 4000)],
        total_amount: 10000,
      }),
    );
    const placed = vi.fn();
    getEventBus().on('order/placed', placed);
    const toast = vi.fn();
    getEventBus().on('ui/success-toast', toast);
    const onDone = vi.fn();
    renderAt(<CheckoutPanel plan={plan} mode="topup" onDone={onDone} />);
    for (const [text, error] of [
      ['', 'กรุณาระบุจำนวนเงิน'],
      ['0', 'จำนวนเงินต้องมากกว่า 0 บาท'],
      ['-5', 'จำนวนเงินต้องมากกว่า 0 บาท'],
      ['10.123', 'ระบุทศนิยมได้ไม่เกิน 2 ตำแหน่ง'],
      ['2499.99', 'จำนวนเงินลงทุนขั้นต่ำคือ 2,500.00 บาท'],
      ['200000000', 'จำนวนเงินต้องไม่เกิน 100,000,000.00 บาท'],
    ]) {
      await typeAmount(text!);
      expect((await screen.findByRole('alert')).textContent).toBe(error);
    }
    expect(fake.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    expect(screen.getByText('ขั้นต่ำ 2,500.00 บาท')).toBeTruthy();
    expect(screen.getByText(/ONE-UGG-RA \(สัดส่วน 40% ของแผน\) ได้ไม่น้อยกว่ายอดซื้อขั้นต่ำของกองทุน 1,000.00 บาท/)).toBeTruthy();
    await typeAmount('10000');
    expect(await screen.findByTestId('checkout-total')).toHaveProperty('textContent', '10,000.00 บาท');
    // spec §9: shares with 0–2 decimals ('60%', not '60.00%').
    expect(screen.getByText('60%')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /กสิกรไทย/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByText('ความเสี่ยงระดับ 5')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Fact Sheet\) KFSDIV/ }).getAttribute('href')).toBe('https://example.test/KFSDIV');
    expect(screen.queryByRole('checkbox')).toBeNull();
    // The total and the debit account are repeated right before the confirm button.
    const summary = screen.getByTestId('order-summary').textContent;
    expect(summary).toContain('ยอดชำระรวม 10,000.00 บาท');
    expect(summary).toContain('ตัดเงินจากบัญชีธนาคารกสิกรไทย xxx-x-x3456-x');
    // Review item 3: when the money leaves the account, and labelled dates on each line.
    expect(screen.getByTestId('debit-date').textContent).toBe('ตัดเงิน: 18 พ.ย. 2569');
    const first = screen.getAllByTestId('order-line')[0]!.textContent;
    expect(first).toContain('ตัดรอบ:15.30 น.');
    expect(first).toContain('ตัดเงิน:18 พ.ย. 2569');
    expect(first).toContain('วันที่ใช้ NAV:18 พ.ย. 2569');
    expect(first).toContain('วันที่ได้รับหน่วยลงทุน (โดยประมาณ):19 พ.ย. 2569');
    const confirm = screen.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' });
    await userEvent.dblClick(confirm);
    // Review item 7: the receipt says what was sent, its dates and the account; no toast covers it.
    expect(await screen.findByRole('heading', { name: 'ส่งคำสั่งซื้อเรียบร้อยแล้ว' })).toBeTruthy();
    expect(screen.getByText('เลขที่คำสั่ง ORD1')).toBeTruthy();
    expect(screen.getByTestId('receipt-bank').textContent).toBe('ตัดเงินจากบัญชี ธนาคารกสิกรไทย xxx-x-xx234-5');
    expect(screen.getAllByText('วันที่ได้รับหน่วยลงทุน (โดยประมาณ):')).toHaveLength(2);
    expect(toast).not.toHaveBeenCalled();
    expect(screen.getByTestId('receipt-total').textContent).toBe('ยอดชำระรวม 10,000.00 บาท');
    const posts = fake.calls.filter((c) => c.startsWith('POST'));
    expect(posts).toHaveLength(1);
    const body = fake.bodies[fake.calls.indexOf(posts[0]!)] as Record<string, unknown>;
    expect(body).toMatchObject({ plan_id: '7', amount: 10000, bank_id: 'B1', risk_acknowledged: false });
    expect(body.idempotency_key).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(placed).toHaveBeenCalledWith({ planId: '7', orderNos: ['ORD1', 'ORD2'] });
    await userEvent.click(screen.getByRole('button', { name: 'เสร็จสิ้น' }));
    expect(onDone).toHaveBeenCalledWith({ status: 'placed', result: expect.objectContaining({ checkout_id: '1' }) });
  });

  it('a riskier fund needs the acknowledgement; after the cut-off the next business day is said before confirming; a server refusal returns to the amount step with the same key', async () => {
    const keys: string[] = [];
    api([line('KFGTECH-A', 10000, 7, 'after-cutoff')]).on('POST', portPaths.fastCheckoutBatch('topup'), ({ body }) => {
      keys.push((body as { idempotency_key: string }).idempotency_key);
      return fail(422, 'จำนวนเงินลงทุนขั้นต่ำคือ 20,000.00 บาท', 'BELOW_MINIMUM');
    });
    renderAt(<CheckoutPanel plan={plan} mode="topup" />);
    await typeAmount('10000');
    await userEvent.click(await screen.findByRole('button', { name: 'ถัดไป' }));
    expect((await screen.findByTestId('next-day-notice')).textContent).toBe(
      'เลยเวลาตัดรอบแล้ว คำสั่งซื้อจะดำเนินการในวันทำการถัดไป (วันจันทร์ที่ 23 พ.ย. 2569)',
    );
    expect(screen.getByTestId('debit-date').textContent).toBe('ตัดเงิน: 23 พ.ย. 2569');
    expect(screen.getByText('ความเสี่ยงระดับ 7 · สูงกว่าระดับที่คุณยอมรับได้')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }));
    expect((await screen.findByRole('alert')).textContent).toBe('กรุณายืนยันว่ารับทราบความเสี่ยงก่อนส่งคำสั่ง');
    expect(keys).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: /รับทราบว่ากองทุนที่เลือกมีความเสี่ยงสูงกว่า/ }));
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }));
    expect((await screen.findByRole('alert')).textContent).toBe('จำนวนเงินลงทุนขั้นต่ำคือ 20,000.00 บาท');
    expect(screen.getByLabelText('จำนวนเงินที่ต้องการลงทุน (บาท)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await userEvent.click(await screen.findByRole('button', { name: 'ถัดไป' }));
    await userEvent.click(await screen.findByRole('button', { name: 'ยืนยันส่งคำสั่ง' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
  });

  it('rebalance of an empty plan: the server refusal shows on the confirm step the customer is on (issue 17 "Why" 8); the allowed risk names both scales', async () => {
    const rebalanceKey = portAggregationPaths.batchOrder('rebalance', '7');
    api()
      .get({ [rebalanceKey]: ok(preview([line('KFSDIV', 1000, 5)], 0)) })
      .on('POST', portPaths.fastCheckoutBatch('rebalance'), () => fail(422, 'แผนนี้ไม่มีรายการที่ต้องปรับ', 'NOTHING_TO_ORDER'));
    renderAt(<CheckoutPanel plan={plan} mode="rebalance" />);
    await userEvent.click(await screen.findByRole('button', { name: 'ถัดไป' }));
    expect((await screen.findByTestId('allowed-risk')).textContent).toBe(
      'ผลประเมินความเสี่ยงของคุณ: ระดับ 3 จาก 5 (เสี่ยงปานกลางค่อนข้างสูง) · ลงทุนได้ในกองทุนเสี่ยงระดับ 1–5',
    );
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }));
    expect((await screen.findByRole('alert')).textContent).toBe('แผนนี้ไม่มีรายการที่ต้องปรับ');
    expect(screen.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' })).toBeTruthy();
  });

  it('an amount handed in (the planned initial amount after creating a plan) is filled in, still checked (issue 17)', async () => {
    api();
    renderAt(<CheckoutPanel plan={plan} mode="topup" amount={10000} />);
    expect(await screen.findByLabelText('จำนวนเงินที่ต้องการลงทุน (บาท)')).toHaveProperty('value', '10000.00');
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByText('รายการที่จะส่งคำสั่ง')).toBeTruthy();
  });

  it.each([
    {
      name: 'a customer who may not buy is told why and where to fix it before any amount is typed',
      refusal: suitExpired,
      says: 'แบบประเมินความเสี่ยงของคุณหมดอายุแล้ว',
      fix: { name: 'ทำแบบประเมินความเสี่ยง', href: '/oa-landing/renew/suitability' },
    },
    {
      name: 'a customer whose ATS the bank refused is told so and sent to the ATS page, before any amount (issue 22 item 1)',
      refusal: tradeRefusal('ATS_REJECTED', 'ACCOUNT_APPROVED'),
      says: 'ธนาคารปฏิเสธการสมัครหักบัญชีอัตโนมัติ (ATS) ของคุณ',
      fix: { name: 'แก้ไขบัญชีธนาคารและส่งคำขอใหม่', href: '/oa-landing/ats' },
    },
  ])('$name', async ({ refusal, says, fix }) => {
    api().get({ [portPaths.tradingProfile]: ok(profile({ can_buy: false, refusals: [refusal] })) });
    renderAt(<CheckoutPanel plan={plan} mode="topup" />);
    expect((await screen.findByRole('alert')).textContent).toContain(says);
    expect(screen.getByRole('link', { name: fix.name }).getAttribute('href')).toBe(fix.href);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('a checkout opened before renewing reads eligibility again when the renewal is announced (issue 18)', async () => {
    let renewed = false;
    api().get({
      [portPaths.tradingProfile]: () => ok(renewed ? profile() : profile({ can_buy: false, refusals: [suitExpired] })),
    });
    renderAt(<CheckoutPanel plan={plan} mode="topup" />);
    expect((await screen.findByRole('alert')).textContent).toContain('หมดอายุแล้ว');
    renewed = true;
    getEventBus().emit('customer/record-renewed', { part: 'suitability' });
    expect(await screen.findByRole('textbox')).toBeTruthy();
    expect(screen.queryByText(/หมดอายุแล้ว/)).toBeNull();
  });

  it('tsf-combo mode: the combo minimum applies, the body names the combo and the bank (used by the tax-saving remote)', async () => {
    const fake = api().on(
      'POST',
      portPaths.fastCheckoutTsfCombo,
      ok({ checkout_id: '5', plan_id: '7', orders: [order('ORD9', 'K-CHANGE-SSF', 30000)], total_amount: 30000 }),
    );
    const combo = { combo_id: 'combo-ssf-balanced', name: 'SSF สมดุล', min_amount: 20000 };
    renderAt(<CheckoutPanel plan={plan} mode="tsf-combo" combo={combo} />);
    await typeAmount('19999.99');
    expect((await screen.findByRole('alert')).textContent).toBe('จำนวนเงินลงทุนขั้นต่ำคือ 20,000.00 บาท');
    await typeAmount('30000');
    expect(await screen.findByText('SSF สมดุล จำนวน 30,000.00 บาท')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /ไทยพาณิชย์/ }));
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    const summary = (await screen.findByTestId('order-summary')).textContent;
    expect(summary).toContain('ยอดชำระรวม 30,000.00 บาท');
    expect(summary).toContain('ธนาคารไทยพาณิชย์ xxx-x-x7654-x');
    await userEvent.click(await screen.findByRole('button', { name: 'ยืนยันส่งคำสั่ง' }));
    expect(await screen.findByText('เลขที่คำสั่ง ORD9')).toBeTruthy();
    const post = fake.calls.findIndex((c) => c.startsWith('POST'));
    expect(fake.bodies[post]).toMatchObject({ plan_id: '7', combo_id: 'combo-ssf-balanced', amount: 30000, bank_id: 'B2' });
  });

  it("pra mode shows the PRA amount's per-fund lines and its bank, and confirms with source port-web, no amount typed", async () => {
    const fake = api()
      .get({
        [portAggregationPaths.planPra('omnibus', 1)]: ok(pra),
        [batchKey(5000)]: ok(preview([line('KFSDIV', 3000, 5), line('K-FIXED', 2000, 4)])),
      })
      .on(
        'POST',
        portPaths.fastCheckoutPra,
        ok({ checkout_id: '6', plan_id: '7', orders: [order('ORD8', 'KFSDIV', 5000)], total_amount: 5000 }),
      );
    renderAt(<CheckoutPanel plan={plan} mode="pra" />);
    expect(await screen.findByText('ซื้อ KFSDIV')).toBeTruthy();
    // Review items 1 and 9: one total line; the next automatic debit; this order is an extra round.
    expect(screen.getByTestId('order-summary').textContent).toContain('ยอดชำระรวม 5,000.00 บาท');
    expect(screen.queryByTestId('checkout-total')).toBeNull();
    expect(screen.getByTestId('pra-next-debit').textContent).toBe('ตัดเงินอัตโนมัติรอบถัดไป: 25 พ.ย. 2569 (5,000.00 บาท)');
    expect(screen.getByText('รายการนี้เป็นการลงทุนเพิ่มนอกรอบ แยกจากการตัดเงินอัตโนมัติวันที่ 25 พ.ย. 2569')).toBeTruthy();
    expect(screen.getByTestId('order-summary').textContent).toContain('ธนาคารไทยพาณิชย์ xxx-x-x7654-x');
    await userEvent.click(await screen.findByRole('button', { name: 'ลงทุนเพิ่มนอกรอบ' }));
    expect((await screen.findByTestId('order-summary')).textContent).toContain('ยอดชำระรวม 5,000.00 บาท');
    await userEvent.click(await screen.findByRole('button', { name: 'ยืนยันส่งคำสั่ง' }));
    expect(await screen.findByText('เลขที่คำสั่ง ORD8')).toBeTruthy();
    const post = fake.calls.findIndex((c) => c.startsWith('POST'));
    expect(fake.bodies[post]).toMatchObject({ plan_id: '7', source: 'port-web', risk_acknowledged: false });
  });

  it('pra mode with a PRA order still pending lists it and offers no new one (spec §4 PRA_BATCH_ON_PROCESS; the server answers 409)', async () => {
    const pending = { ...pra, next_debit_date: '2026-11-25', pending_orders: [order('ORD7', 'KFSDIV', 3000)] };
    const fake = api().get({
      [portAggregationPaths.planPra('omnibus', 1)]: ok(pending),
      [batchKey(5000)]: ok(preview([line('KFSDIV', 3000, 5), line('K-FIXED', 2000, 4)])),
    });
    renderAt(<CheckoutPanel plan={plan} mode="pra" />);
    const box = await screen.findByTestId('pra-pending');
    expect(box.textContent).toContain('คำสั่งลงทุนสม่ำเสมอที่รอดำเนินการ');
    expect(box.textContent).toContain('ซื้อ KFSDIV3,000.00 บาท');
    expect(box.textContent).toContain('ตัดเงิน: 18 พ.ย. 2569');
    expect(screen.queryByRole('button', { name: 'ลงทุนเพิ่มนอกรอบ' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'ถัดไป' })).toBeNull();
    // Nothing else reads like an offer: no lines to send, no total to pay.
    await waitFor(() => expect(fake.calls.some((c) => c.startsWith('GET') && c.includes('amount=5000'))).toBe(true));
    expect(screen.queryByTestId('order-summary')).toBeNull();
    expect(screen.queryByRole('list', { name: 'รายการที่จะส่งคำสั่ง' })).toBeNull();
    expect(fake.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('a redeem of tax-saving units inside their holding conditions says so per line and needs its acknowledgement (spec §1)', async () => {
    const redeemKey = (amount: number) => `${portAggregationPaths.batchOrder('redeem', '7')}?amount=${amount}`;
    const sell = {
      ...line('SCBRM2', 0, 4),
      ...{ order_type: 'sell', amount: null, unit: 100, estimated_amount: 1500 },
      holding_condition: { reason: 'rmf-age', sellable_from: '2030-10-14' },
    };
    const fake = api()
      .get({ [redeemKey(100000000)]: ok(preview([sell], 0)), [redeemKey(1500)]: ok(preview([sell], 0)) })
      .on('POST', portPaths.fastCheckoutBatch('redeem'), ok({ checkout_id: '8', plan_id: '7', orders: [], total_amount: 0 }));
    renderAt(<CheckoutPanel plan={plan} mode="redeem" />);
    await userEvent.click(await screen.findByRole('button', { name: 'ขายทั้งหมด' }));
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await userEvent.click(await screen.findByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByText('RMF: ขายได้โดยไม่เสียสิทธิเมื่อถือครบ 5 ปีในวันที่ 14 ต.ค. 2573 และต้องมีอายุครบ 55 ปีบริบูรณ์')).toBeTruthy();
    expect(screen.getByText('วันที่ได้รับเงิน (โดยประมาณ):')).toBeTruthy();
    expect(screen.queryByTestId('debit-date')).toBeNull();
    expect(screen.getByTestId('order-summary').textContent).toContain('ขายคืนประมาณ 1,500.00 บาท');
    expect(screen.getByTestId('order-summary').textContent).toContain('รับเงินค่าขายคืนเข้าบัญชี');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }));
    expect((await screen.findByRole('alert')).textContent).toBe('กรุณายืนยันว่ารับทราบเงื่อนไขการถือครองหน่วยลงทุนลดหย่อนภาษีก่อนส่งคำสั่ง');
    expect(fake.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: /ก่อนครบเงื่อนไขอาจทำให้เสียสิทธิประโยชน์ทางภาษี/ }));
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }));
    await waitFor(() => expect(fake.calls.filter((c) => c.startsWith('POST'))).toHaveLength(1));
    const post = fake.calls.findIndex((c) => c.startsWith('POST'));
    expect(fake.bodies[post]).toMatchObject({ amount: 1500, tax_holding_acknowledged: true });
  });
});
