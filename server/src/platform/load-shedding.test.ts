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
});
