/** The customer's banks as the customer-banks call answers: KBANK (the main one) and SCB. */
export const KBANK = {
  bank_id: 'B1',
  bank_name: 'KBANK',
  bank_display_name: 'ธนาคารกสิกรไทย',
  masked_bank_account_no: 'xxx-x-x3456-x',
  bank_logo_url: null,
  is_main: true,
};
export const SCB = {
  bank_id: 'B2',
  bank_name: 'SCB',
  bank_display_name: 'ธนาคารไทยพาณิชย์',
  masked_bank_account_no: 'xxx-x-x7654-x',
  bank_logo_url: null,
  is_main: false,
};

/**
 * A preview line as the server gives it: a buy of `amount` (fund risk 5) placed on Wednesday
 * 18 Nov 2026 before the cut-off, so traded that day; `over` replaces fields.
 */
export const previewLine = (fund: string, amount: number | null, over: Record<string, unknown> = {}) => ({
  order_type: 'buy',
  fund_shortcode: fund,
  fund_name_th: `กองทุน ${fund}`,
  sw_to_fund: null,
  amount,
  unit: null,
  estimated_amount: amount,
  risk_level: 5,
  fact_sheet_url: null,
  cutoff_time: '15:30',
  trade_date: '2026-11-18',
  nav_date: '2026-11-18',
  settlement_date: '2026-11-19',
  next_day_reason: null,
  ...over,
});
