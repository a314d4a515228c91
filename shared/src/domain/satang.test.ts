import { describe, expect, it } from 'vitest';
import { formatSatang, fromSatang, parseAmount, roundToSatang, satangFromNumber, sumBaht, toSatang } from './satang';

describe('amount input (issue 10: positive, ≤ 2 decimals, sane maximum)', () => {
  it.each([
    ['1,250,000.50', 125_000_050n],
    [' 600000 ', 60_000_000n],
    ['0.1', 10n],
    ['12.', 1_200n],
  ])('%s is %d satang', (text, satang) => {
    expect(parseAmount(text, { allowZero: false })).toEqual({ ok: true, satang });
  });

  it.each([
    ['', 'required'],
    ['-5', 'negative'],
    ['abc', 'format'],
    ['1.234', 'decimals'],
    ['1e6', 'format'],
    ['1000000000.01', 'tooLarge'],
    ['0', 'zero'],
  ])('%j is refused: %s', (text, error) => {
    expect(parseAmount(text, { allowZero: false })).toEqual({ ok: false, error });
  });

  it('zero is allowed where the field says so (nothing put into a provident fund)', () => {
    expect(parseAmount('0', { allowZero: true })).toEqual({ ok: true, satang: 0n });
  });

  it('API numbers become satang without float drift, and format with Thai grouping', () => {
    expect(satangFromNumber(0.1 + 0.2)).toBe(30n);
    expect(satangFromNumber(1234567.89)).toBe(123_456_789n);
    expect(formatSatang(123_456_789n)).toBe('1,234,567.89');
    expect(formatSatang(5n)).toBe('0.05');
  });
});

describe('display money in whole satang (issue 21 item 5: one rounding helper)', () => {
  it('rounds to the satang and adds in satang, so rows add to their total', () => {
    expect(toSatang(1250000.5)).toBe(125000050);
    expect(fromSatang(125000050)).toBe(1250000.5);
    expect(roundToSatang(0.1 + 0.2)).toBe(0.3);
    expect(sumBaht([0.1, 0.2, 0.7])).toBe(1);
    expect(sumBaht([0.1, 0.2])).toBe(0.3); // where 0.1 + 0.2 is 0.30000000000000004
  });
});
