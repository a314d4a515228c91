import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBarController, type LoadingBarPhase } from './loading-bar-controller';

const timing = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 };

describe('loading bar timings (spec §9)', () => {
  let phases: LoadingBarPhase[];
  let bar: LoadingBarController;
  const current = () => phases.at(-1) ?? 'idle';

  beforeEach(() => {
    vi.useFakeTimers();
    phases = [];
    bar = new LoadingBarController(timing, (phase) => phases.push(phase));
  });
  afterEach(() => {
    bar.dispose();
  });

  it('never shows for loading shorter than the 200 ms throttle', () => {
    bar.start();
    vi.advanceTimersByTime(199);
    bar.finish();
    vi.advanceTimersByTime(10_000);
    expect(phases).not.toContain('running');
    expect(current()).toBe('idle');
  });

  it('shows after 200 ms and hides 500 ms after loading is done', () => {
    bar.start();
    vi.advanceTimersByTime(200);
    expect(current()).toBe('running');
    vi.advanceTimersByTime(1000);
    bar.finish();
    expect(current()).toBe('done');
    vi.advanceTimersByTime(499);
    expect(current()).toBe('done');
    vi.advanceTimersByTime(1);
    expect(current()).toBe('idle');
  });

  it('finishes by itself after the 5000 ms default duration', () => {
    bar.start();
    vi.advanceTimersByTime(200 + 4999);
    expect(current()).toBe('running');
    vi.advanceTimersByTime(1);
    expect(current()).toBe('done');
    vi.advanceTimersByTime(500);
    expect(current()).toBe('idle');
  });

  it('a second start while running does not restart the bar', () => {
    bar.start();
    vi.advanceTimersByTime(300);
    bar.start();
    expect(phases).toEqual(['waiting', 'running']);
  });
});
