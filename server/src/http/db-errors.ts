import { ERROR_CODES } from '@port/shared/contracts/common';
import { HttpError } from './errors';
import { messages } from './messages';

/** PostgreSQL error codes that are not outages: the request meets another's data or waits too long. */
const CONFLICT_CODES = new Set(['23505']); // unique_violation
const BUSY_CODES = new Set([
  '57014', // query_canceled (statement_timeout)
  '55P03', // lock_not_available (lock_timeout, NOWAIT)
  '40P01', // deadlock_detected
  '40001', // serialization_failure
]);

function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A database error a customer can act on (spec §8): a unique violation is 409 (the same thing
 * was written meanwhile), a statement or lock timeout 503 with error_code '92' (busy: the
 * browser shows /over-capacity, issue 12 item 6); else null.
 */
export function dbErrorAsHttp(error: unknown): HttpError | null {
  const code = pgCode(error);
  if (!code) return null;
  if (CONFLICT_CODES.has(code)) return new HttpError(409, 'CONFLICT', messages.dbConflict);
  if (BUSY_CODES.has(code)) return new HttpError(503, ERROR_CODES.OVER_CAPACITY, messages.dbBusy);
  return null;
}
