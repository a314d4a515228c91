import { describe, expect, it } from 'vitest';
import { fromScaled, marketValue, mulDiv, percent, toScaled, unitsFor } from './decimal';

describe('decimal helper (money in numeric(20,2), units in numeric(20,4); never floats)', () => {
  it('parses and prints without float drift', () => {
    expect(toScaled('0.1', 2) + toScaled('0.2', 2)).toBe(toScaled('0.3', 2));
    expect(fromScaled(toScaled('1234.5', 2), 2)).toBe('1234.50');
    expect(fromScaled(toScaled('-0.005', 2), 2)).toBe('-0.01');
    expect(toScaled('12.34567', 4)).toBe(123457n);
  });
  it('computes market value and units with half-up rounding', () => {
    // 1,000.0000 units × NAV 12.3456 = 12,345.60 THB
    expect(fromScaled(marketValue(toScaled('1000', 4), toScaled('12.3456', 4)), 2)).toBe('12345.60');
    // 10,000 THB at NAV 3.0000 = 3,333.3333 units
    expect(fromScaled(unitsFor(toScaled('10000', 2), toScaled('3', 4)), 4)).toBe('3333.3333');
    expect(mulDiv(-5n, 1n, 2n)).toBe(-3n);
    expect(percent(toScaled('25', 2), toScaled('200', 2))).toBe(12.5);
  });
});
