import { describe, expect, it } from 'vitest';
import { moneyDirection, paymentDisplayText } from './order-wording';

describe('order wording (issue 17: a sell credits, a buy debits)', () => {
  it.each([
    ['buy', 'ats', 'debit', 'หักบัญชีอัตโนมัติ (ATS)'],
    ['buy', 'transfer', 'debit', 'โอนเงินชำระค่าซื้อ'],
    ['sell', 'ats', 'credit', 'โอนเงินค่าขายเข้าบัญชี'],
    ['switch', 'ats', 'none', null],
  ] as const)('%s by %s moves money %s: %s', (type, method, direction, text) => {
    expect(moneyDirection(type)).toBe(direction);
    expect(paymentDisplayText(type, method)).toBe(text);
  });
});
