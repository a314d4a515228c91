import { describe, expect, it } from 'vitest';
import { axisMoney, axisYear, moneyTicks } from './axis-format';

describe('chart axes', () => {
  it('issue 13 item 3: Thai money labels, Buddhist-era years and round ticks', () => {
    expect(axisMoney(0)).toBe('0');
    expect(axisMoney(500_000)).toBe('500,000');
    expect(axisMoney(1_000_000)).toBe('1 ล้าน');
    expect(axisMoney(2_500_000)).toBe('2.5 ล้าน');
    expect(axisYear(Date.parse('2026-12-31T20:00:00Z'))).toBe('2570');
    expect(moneyTicks(4_310_000)).toEqual([0, 2_000_000, 4_000_000, 6_000_000]);
    expect(moneyTicks(1_000_000)).toEqual([0, 250_000, 500_000, 750_000, 1_000_000]);
  });
});
