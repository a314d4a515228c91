import { describe, expect, it } from 'vitest';
import {
  addFund,
  cartFromAssets,
  checkCart,
  parseWeight,
  remainingWeight,
  removeFund,
  setWeight,
  spreadEvenly,
} from './fund-cart';

describe('fund cart steps (issue 22 item 3; spec §3 client store "cart", §7 asset/list)', () => {
  it('a fund added takes the percent left, so a first fund alone makes 100 %', () => {
    let cart = addFund([], 'KFGTECH-A');
    expect(cart).toEqual([{ fund_code: 'KFGTECH-A', weightText: '100' }]);
    cart = setWeight(cart, 'KFGTECH-A', '62.5');
    cart = addFund(cart, 'K-FIXED');
    expect(cart[1]).toEqual({ fund_code: 'K-FIXED', weightText: '37.5' });
    expect(addFund(cart, 'K-FIXED')).toHaveLength(2);
    expect(addFund(cart, 'KFSDIV')[2]).toEqual({ fund_code: 'KFSDIV', weightText: '' });
    expect(remainingWeight(removeFund(cart, 'K-FIXED'))).toBe(37.5);
  });

  it('spreads evenly in hundredths, the remainder to the first funds, summing to exactly 100', () => {
    const cart = spreadEvenly(cartFromAssets(['A', 'B', 'C'].map((fund_code) => ({ fund_code, weight: 1 }))));
    expect(cart.map((l) => l.weightText)).toEqual(['33.34', '33.33', '33.33']);
    expect(checkCart(cart)).toEqual({
      ok: true,
      assets: [
        { fund_code: 'A', weight: 33.34 },
        { fund_code: 'B', weight: 33.33 },
        { fund_code: 'C', weight: 33.33 },
      ],
    });
  });

  it.each([
    ['12', 12],
    ['12.5', 12.5],
    [' 0.25 ', 0.25],
    ['12.345', null],
    ['12,5', null],
    ['', null],
    ['-3', null],
  ])('reads the weight %j as %j', (text, weight) => {
    expect(parseWeight(text)).toBe(weight);
  });

  it("says what the server would refuse, in the contract's Thai words, naming the fund to fix", () => {
    const cart = cartFromAssets([
      { fund_code: 'KFGTECH-A', weight: 50 },
      { fund_code: 'K-FIXED', weight: 40 },
    ]);
    expect(checkCart(cart)).toEqual({ ok: false, problem: 'สัดส่วนรวมต้องเท่ากับ 100%', fundCode: null });
    expect(checkCart(setWeight(cart, 'K-FIXED', 'ห้าสิบ'))).toEqual({
      ok: false,
      problem: 'สัดส่วนของ K-FIXED ต้องเป็นตัวเลข ทศนิยมไม่เกิน 2 ตำแหน่ง',
      fundCode: 'K-FIXED',
    });
    expect(checkCart(setWeight(setWeight(cart, 'K-FIXED', '0'), 'KFGTECH-A', '100'))).toEqual({
      ok: false,
      problem: 'สัดส่วนของแต่ละกองทุนต้องมากกว่า 0%',
      fundCode: 'K-FIXED',
    });
    expect(checkCart([])).toEqual({ ok: false, problem: 'กรุณาเลือกอย่างน้อย 1 กองทุน', fundCode: null });
  });
});
