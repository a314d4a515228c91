/**
 * The business clock: "now" for what a customer sees as a date (NAV and trade dates, expiry
 * warnings, tax years, the seed's "today"). Sign-in, sessions and tokens keep the real clock.
 * Tests and demos pin it (`BUSINESS_CLOCK_AT`), so every run on any date gives the same data.
 */
export type Clock = () => Date;

const realClock: Clock = () => new Date();
let current: Clock = realClock;

export const businessNow = (): Date => current();

/** A clock that starts at `at` and runs forward in real time (a pinned demo or e2e run). */
export function clockStartingAt(at: Date, realNow: Clock = realClock): Clock {
  const offset = at.getTime() - realNow().getTime();
  return () => new Date(realNow().getTime() + offset);
}

/** A clock that stands still at `at` (unit tests). */
export const frozenClock =
  (at: Date): Clock =>
  () =>
    new Date(at.getTime());

export function setBusinessClock(clock: Clock | null): void {
  current = clock ?? realClock;
}

/** Reads BUSINESS_CLOCK_AT (an ISO instant); absent means the real clock. */
export function businessClockFromEnv(value: string | undefined): Clock | null {
  if (!value) return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new Error(`BUSINESS_CLOCK_AT is not an ISO instant: ${value}`);
  return clockStartingAt(at);
}
