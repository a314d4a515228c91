import type { Order } from '../contracts/order';

/**
 * A pending buy of `fund` as the server lists it (spec §3 order): placed on 21 Nov 2026, paid by ATS
 * from a KBANK account. Name the fields a test reads through `over`.
 */
export const pendingOrder = (orderNo: string, fund: string, over: Partial<Order> = {}): Order => ({
  order_no: orderNo,
  vir_ref_trans_no: `VRT-${orderNo}`,
  order_type: 'buy',
  order_date: '2026-11-21T03:00:00.000Z',
  fund_shortcode: fund,
  source: 'port-web',
  xwt_ref_no: null,
  xwt_fund: null,
  sw_to_fund: null,
  sw_to_amount: null,
  sw_to_unit: null,
  trade_date: '2026-11-23',
  amount: 5_000,
  unit: null,
  net_transaction_amount: null,
  net_transaction_unit: null,
  expected_day: 2,
  expected_date: '2026-11-25',
  state: 'waiting_payment',
  state_text: 'รอชำระเงิน',
  remark: null,
  error_desc: null,
  status: 'pending',
  transaction_date: null,
  bank_name: 'กสิกรไทย',
  masked_bank_account_no: 'xxx-x-x1234-x',
  payment_method: 'ats',
  payment_display_text: 'หักบัญชีอัตโนมัติ กสิกรไทย',
  ...over,
});
