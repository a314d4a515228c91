import { describe, expect, it } from 'vitest';
import { formatInteger, formatMoney, formatNumber, formatPercent, formatSignedProfit, formatUnits } from './number';
import { formatDate, formatDateIso, formatDateTime, formatTime } from './date';

describe('Thai number formats (spec §9)', () => {
  it('formatNumber: 0 to 2 decimals with thousands separators', () => {
    expect(formatNumber(1234567.456)).toBe('1,234,567.46');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(-0.001)).toBe('0');
  });
  it('formatInteger, formatMoney, formatUnits', () => {
    expect(formatInteger(1234.6)).toBe('1,235');
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoney(-50)).toBe('-50.00');
    expect(formatUnits(12.3)).toBe('12.3000');
    expect(formatUnits(1234.56789)).toBe('1,234.5679');
  });
  it('formatSignedProfit: + for gains, - for losses, no sign for zero', () => {
    expect(formatSignedProfit(1234.5)).toBe('+1,234.50');
    expect(formatSignedProfit(-1234.5)).toBe('-1,234.50');
    expect(formatSignedProfit(0)).toBe('0.00');
    expect(formatSignedProfit(-0.001)).toBe('0.00');
  });
  it('formatPercent: 2 decimals, optional sign', () => {
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent(-3.2)).toBe('-3.20%');
    expect(formatPercent(3.2, { signed: true })).toBe('+3.20%');
    expect(formatPercent(0, { signed: true })).toBe('0.00%');
  });
  it('missing values show a dash', () => {
    expect(formatMoney(null)).toBe('-');
    expect(formatPercent(undefined)).toBe('-');
    expect(formatNumber(Number.NaN)).toBe('-');
  });
});

describe('Thai dates in Asia/Bangkok (spec §9)', () => {
  // 18:05 UTC on 21 Nov is 01:05 on 22 Nov in Bangkok (UTC+7).
  const lateUtc = '2026-11-21T18:05:00Z';
  it('a UTC instant late in the day falls on the next Bangkok day', () => {
    expect(formatDate(lateUtc)).toBe('22 พ.ย. 2569');
    expect(formatDateIso(lateUtc)).toBe('2026-11-22');
    expect(formatTime(lateUtc)).toBe('01.05 น.');
  });
  it('formatTime uses hh.mm followed by น. (24-hour)', () => {
    expect(formatTime('2026-11-22T07:05:00Z')).toBe('14.05 น.');
  });
  it('formatDateTime and the long form', () => {
    expect(formatDateTime('2026-11-22T07:05:00Z')).toBe('22 พ.ย. 2569 14.05 น.');
    expect(formatDate('2026-01-01T00:00:00+07:00', { long: true })).toBe('1 มกราคม 2569');
  });
  it('invalid or missing dates show a dash', () => {
    expect(formatDate('not a date')).toBe('-');
    expect(formatDateTime(null)).toBe('-');
  });
});
