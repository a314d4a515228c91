import { describe, expect, it } from 'vitest';
import { finalExpected, wealthPath } from '../../src/services/projection/projection';
import { kthSmallest } from '../../src/services/projection/projection-paths';
import { prng } from '../../src/lib/prng';

/**
 * Issue 19 item 5: the plan list's goal shortfall reads only the wealth path's last plot, now
 * computed alone (one year, quickselect); it must be the very plot the plan page draws.
 */
describe("the wealth path's last plot alone (spec §3 wealth path; issue 13 review item 1)", () => {
  it('kthSmallest gives what sorting gives, with ties, negatives and every k', () => {
    const random = prng(7);
    for (const size of [1, 2, 3, 10, 101, 1000]) {
      const values = Float64Array.from({ length: size }, () => Math.round((random() - 0.3) * 50) / 2);
      const sorted = Float64Array.from(values).sort();
      for (const k of new Set([0, size >> 1, size - 1, Math.ceil(size / 2) - 1])) {
        expect(kthSmallest(Float64Array.from(values), k), `size ${size} k ${k}`).toBe(sorted[k]);
      }
    }
  });

  it.each([
    { riskLevel: 1, initial: 0, contribution: 5_000, timeframe: 1 },
    { riskLevel: 1, initial: 1_234_567.89, contribution: 0, timeframe: 17 },
    { riskLevel: 4, initial: 250_000, contribution: 12_345.5, timeframe: 30 },
    { riskLevel: 4, initial: 99.99, contribution: 1, timeframe: 60 },
  ])('equals the last plot of wealthPath for %o', async (input) => {
    const today = '2026-11-27';
    const path = await wealthPath({ ...input, today });
    const last = path.plots[path.plots.length - 1]!;
    expect(await finalExpected({ ...input, today })).toEqual({ date: last.date, expected: last.expected });
  });
});
