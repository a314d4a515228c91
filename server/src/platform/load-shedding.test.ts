import { describe, expect, it } from 'vitest';
import { createDelayMeter } from './load-shedding';

describe('event-loop delay meter (spec §8 load shedding)', () => {
  it('reads a finite small delay while one window is still empty (no NaN that would shed every call)', async () => {
    const meter = createDelayMeter();
    try {
      await new Promise((r) => setTimeout(r, 80));
      const delay = meter.delayMs();
      expect(Number.isFinite(delay)).toBe(true);
      expect(delay).toBeLessThan(50);
    } finally {
      meter.stop();
    }
  });
});
