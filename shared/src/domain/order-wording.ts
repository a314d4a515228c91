import type { OrderType } from '../contracts/enums';

/**
 * Which way an order moves money in the customer's bank account (issue 17 "Why" 6): a buy debits
 * it, a sell credits it, a switch moves units between funds and touches no bank account. Every
 * screen and the server word payments from this, so a sell never reads as a debit.
 */
export type MoneyDirection = 'debit' | 'credit' | 'none';

export const moneyDirection = (orderType: OrderType): MoneyDirection =>
  orderType === 'buy' ? 'debit' : orderType === 'sell' ? 'credit' : 'none';

const PAYMENT_TEXT: Record<Exclude<MoneyDirection, 'none'>, Record<'ats' | 'transfer', string>> = {
  debit: { ats: 'หักบัญชีอัตโนมัติ (ATS)', transfer: 'โอนเงินชำระค่าซื้อ' },
  credit: { ats: 'โอนเงินค่าขายเข้าบัญชี', transfer: 'โอนเงินค่าขายเข้าบัญชี' },
};

/** The order's payment in Thai (spec §3 payment_display_text), or null for a switch. */
export function paymentDisplayText(orderType: OrderType, paymentMethod: string | null): string | null {
  const direction = moneyDirection(orderType);
  if (direction === 'none') return null;
  return PAYMENT_TEXT[direction][paymentMethod === 'ats' ? 'ats' : 'transfer'];
}
