import { describe, expect, it } from 'vitest';
import { axisMoney, axisYear, buddhistYearOf, labelled, moneyTicks } from './axis';

describe('chart axes in Thai (spec §9 numbers, Buddhist-era years)', () => {
  it('money labels: thousands separators below a million, "ล้าน" from a million', () => {
    expect(axisMoney(0)).toBe('0');
    expect(axisMoney(500_000)).toBe('500,000');
    expect(axisMoney(1_000_000)).toBe('1 ล้าน');
    expect(axisMoney(2_500_000)).toBe('2.5 ล้าน');
  });

  it('round ticks from 0 that reach the maximum', () => {
    expect(moneyTicks(930_000)).toEqual([0, 250_000, 500_000, 750_000, 1_000_000]);
    expect(moneyTicks(0)).toEqual([0]);
    const ticks = moneyTicks(1_234_567);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(1_234_567);
  });

  it('Buddhist-era year of an ISO date, and at most about six year labels with the last one', () => {
    expect(buddhistYearOf('2027-11-18')).toBe(2570);
    expect(labelled(3)).toEqual([true, true, true]);
    const many = labelled(30);
    expect(many.filter(Boolean).length).toBeLessThanOrEqual(7);
    expect(many[0]).toBe(true);
    expect(many.at(-1)).toBe(true);
  });
});

describe('chart axes', () => {
  it('issue 13 item 3: Buddhist-era years in Bangkok and round ticks (money labels: above)', () => {
    expect(axisYear(Date.parse('2026-12-31T20:00:00Z'))).toBe('2570');
    expect(moneyTicks(4_310_000)).toEqual([0, 2_000_000, 4_000_000, 6_000_000]);
    expect(moneyTicks(1_000_000)).toEqual([0, 250_000, 500_000, 750_000, 1_000_000]);
  });
});
