import { sessionTimeouts } from '../session-store';

/** Allowed difference between our clock and the provider's when comparing auth_time. */
const CLOCK_SKEW_S = 60;

/**
 * Our absolute session lifetime in whole seconds: sent as `max_age` at sign-in, and the embedded
 * provider's own session lasts no longer, so no provider session outlives ours (issue 12 item 1).
 */
export function absoluteLifetimeS(absoluteMs = sessionTimeouts().absoluteMs): number {
  return Math.max(1, Math.floor(absoluteMs / 1000));
}

/**
 * The moment the person last typed their password, from the ID token's auth_time (seconds).
 * Null when it is missing, in the future or older than max_age allows: the sign-in is refused.
 */
export function authenticatedAt(authTime: unknown, maxAgeS: number, nowMs = Date.now()): Date | null {
  if (typeof authTime !== 'number' || !Number.isFinite(authTime)) return null;
  const ageS = nowMs / 1000 - authTime;
  if (ageS < -CLOCK_SKEW_S || ageS > maxAgeS + CLOCK_SKEW_S) return null;
  return new Date(Math.min(authTime * 1000, nowMs));
}
