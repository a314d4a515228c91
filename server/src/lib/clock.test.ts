import { afterEach, describe, expect, it } from 'vitest';
import { businessClockFromEnv, businessNow, clockStartingAt, frozenClock, setBusinessClock } from './clock';
import { bangkokDate } from './dates';

describe('business clock (issue 7: the same data on any date)', () => {
  afterEach(() => setBusinessClock(frozenClock(new Date('2026-11-18T10:00:00+07:00'))));

  it('a pinned clock decides the Bangkok date, whatever the machine date is', () => {
    setBusinessClock(frozenClock(new Date('2026-12-31T18:00:00Z')));
    expect(bangkokDate()).toBe('2027-01-01');
    expect(businessNow().toISOString()).toBe('2026-12-31T18:00:00.000Z');
  });

  it('a clock starting at an instant runs forward with real time', () => {
    let real = 1_000_000;
    const clock = clockStartingAt(new Date('2026-11-20T08:29:00Z'), () => new Date(real));
    expect(clock().toISOString()).toBe('2026-11-20T08:29:00.000Z');
    real += 90_000;
    expect(clock().toISOString()).toBe('2026-11-20T08:30:30.000Z');
  });

  it('BUSINESS_CLOCK_AT: absent means the real clock; a bad value is refused at start', () => {
    expect(businessClockFromEnv(undefined)).toBeNull();
    expect(businessClockFromEnv('')).toBeNull();
    expect(() => businessClockFromEnv('next tuesday')).toThrow(/BUSINESS_CLOCK_AT/);
    expect(businessClockFromEnv('2026-11-20T15:31:00+07:00')!().getTime()).toBeGreaterThan(0);
  });
});
