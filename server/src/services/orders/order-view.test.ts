import { describe, expect, it } from 'vitest';
import { maskAccountNo } from './order-view';

describe('maskAccountNo (spec §9 formats)', () => {
  it('a 10-digit Thai account keeps every digit place in its 3-1-5-1 groups, only the last four shown', () => {
    expect(maskAccountNo('0003123456')).toBe('xxx-x-xx345-6');
    expect(maskAccountNo('012-3-45234-5')).toBe('xxx-x-xx234-5');
  });
  it('other lengths keep their digit count and show only the last four', () => {
    expect(maskAccountNo('123456789012')).toBe('xxxxxxxx9012');
    expect(maskAccountNo('123')).toBe('123');
  });
});
