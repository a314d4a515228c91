import { describe, expect, it } from 'vitest';
import { checkDcaAmount, firstDebit, initialAmount } from './dca-form';

describe('DCA set-up form rules (issue 17 item 3)', () => {
  it('refuses below the rulebook minimum with the minimum in Thai, and takes commas', () => {
    expect(checkDcaAmount('2,499.99', 2500)).toEqual({ error: 'จำนวนเงินลงทุนขั้นต่ำคือ 2,500.00 บาท' });
    expect(checkDcaAmount('2,500', 2500)).toEqual({ satang: 250_000n });
    expect(checkDcaAmount('', 2500)).toEqual({ error: 'กรุณาระบุจำนวนเงิน' });
    expect(checkDcaAmount('12.345', 1)).toEqual({ error: 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' });
  });

  it('shows the first debit on a Thai business day and says when a holiday moved it', () => {
    expect(firstDebit(5, '2026-11-26')).toEqual({ date: '2026-12-08', moved: true });
    expect(firstDebit(25, '2026-11-18')).toEqual({ date: '2026-11-25', moved: false });
  });

  it('starts from the plan’s monthly amount, never below the minimum', () => {
    expect(initialAmount(6000, 2500)).toBe('6,000.00');
    expect(initialAmount(1000, 2500)).toBe('2,500.00');
    expect(initialAmount(0, 2500)).toBe('2,500.00');
  });
});
