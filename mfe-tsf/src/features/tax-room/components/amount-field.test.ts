import { describe, expect, it } from 'vitest';
import { groupDigits } from './amount-field';

describe('groupDigits (the amount field on blur)', () => {
  it('groups whole baht by thousands and keeps up to two decimals as typed', () => {
    expect(groupDigits('1000000')).toBe('1,000,000');
    expect(groupDigits('1234.5')).toBe('1,234.5');
    expect(groupDigits(' 1,2345.')).toBe('12,345.');
    expect(groupDigits('00012')).toBe('12');
    expect(groupDigits('999')).toBe('999');
    expect(groupDigits('123456789012345678901234')).toBe('123,456,789,012,345,678,901,234');
  });
  it('leaves anything else as typed, for its error', () => {
    expect(groupDigits('12.345')).toBe('12.345');
    expect(groupDigits('abc')).toBe('abc');
    expect(groupDigits('')).toBe('');
  });
});
