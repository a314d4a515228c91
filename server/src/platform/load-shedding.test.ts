import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDelayMeter, delayWindow } from './load-shedding';

describe('event-loop delay meter (spec §8 load shedding)', () => {
  afterEach(() => void vi.useRealTimers());

  it('reads 0, not NaN, before any sample and a finite small delay when timers run on time', async () => {
    vi.useFakeTimers();
    const meter = createDelayMeter(() => Date.now());
    try {
      expect(meter.delayMs()).toBe(0);
      await vi.advanceTimersByTimeAsync(80);
      expect(meter.delayMs()).toBe(0);
    } finally {
      meter.stop();
    }
  });

  it('sustained pressure (the loop blocked 400 ms at a time) gives a mean far above a 250 ms threshold', () => {
    const window = delayWindow();
    for (let at = 400; at <= 1600; at += 400) window.record(at, 390);
    expect(window.mean(1600)).toBeGreaterThan(250);
  });

  it('one isolated 300 ms task among a second of free running stays far below it', () => {
    const window = delayWindow();
    for (let at = 10; at <= 700; at += 10) window.record(at, 0);
    window.record(1000, 290);
    for (let at = 1010; at <= 1300; at += 10) window.record(at, 0);
    expect(window.mean(1300)).toBeLessThan(50);
  });

  it('forgets samples older than the window, so pressure ends a second after it stops', () => {
    const window = delayWindow();
    window.record(0, 900);
    window.record(500, 900);
    expect(window.mean(500)).toBe(900);
    window.record(1600, 0);
    expect(window.mean(1600)).toBe(0);
  });

  it('keeps the same mean as summing the window anew at every read (issue 19 item 5)', () => {
    const window = delayWindow();
    const kept: { at: number; lag: number }[] = [];
    let at = 0;
    for (let i = 0; i < 2_000; i += 1) {
      at += 1 + ((i * 37) % 23);
      const lag = ((i * 7919) % 97) - 10;
      window.record(at, lag);
      kept.push({ at, lag: Math.max(0, lag) });
      const recent = kept.filter((s) => s.at >= at - 1000);
      const expected = recent.reduce((sum, s) => sum + s.lag, 0) / recent.length;
      expect(window.mean(at)).toBeCloseTo(expected, 9);
    }
    expect(window.mean(at + 1001)).toBe(0);
  });
});
