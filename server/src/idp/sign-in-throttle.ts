import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { clearCounter, countHit, readCounter } from '../platform/rate-limit-store';

/**
 * A growing delay after failed sign-ins (issue 12 item 3; OWASP ASVS 6.3): per account and per
 * client address, counted in the database so every instance of the provider sees the same
 * numbers. The first FREE failures in the window cost nothing; then each further attempt must
 * wait BASE × 2^(failures − FREE), at most MAX, after the last failure.
 */
export type ThrottlePolicy = {
  freePerAccount: number;
  freePerAddress: number;
  baseDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
};

export const DEFAULT_THROTTLE: ThrottlePolicy = {
  freePerAccount: 5,
  freePerAddress: 20,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  windowMs: 15 * 60_000,
};

const hashed = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);
const accountKey = (username: string) => `signin-account:${hashed(username.trim().toLowerCase())}`;
const addressKey = (address: string) => `signin-address:${address}`;

export function delayAfter(failures: number, free: number, policy: ThrottlePolicy): number {
  if (failures < free) return 0;
  return Math.min(policy.baseDelayMs * 2 ** (failures - free), policy.maxDelayMs);
}

/**
 * Milliseconds this account and address must still wait before another attempt (0: go ahead).
 * `username` null: a device the account signed in on before (trusted-device.ts), which the
 * account's count does not hold back (an attack on the username cannot lock the customer out).
 */
export async function signInWaitMs(
  db: Db,
  username: string | null,
  address: string,
  policy = DEFAULT_THROTTLE,
  now = new Date(),
): Promise<number> {
  const [account, byAddress] = await Promise.all([
    username === null ? null : readCounter(db, accountKey(username)),
    readCounter(db, addressKey(address)),
  ]);
  const waitFor = (counter: typeof account, free: number) => {
    if (!counter || now.getTime() - counter.windowStart.getTime() > policy.windowMs) return 0;
    return Math.max(0, counter.lastAt.getTime() + delayAfter(counter.hits, free, policy) - now.getTime());
  };
  return Math.max(waitFor(account, policy.freePerAccount), waitFor(byAddress, policy.freePerAddress));
}

/** `username` null: a trusted device's failure counts for its address only. */
export async function recordSignInFailure(
  db: Db,
  username: string | null,
  address: string,
  policy = DEFAULT_THROTTLE,
  now = new Date(),
): Promise<void> {
  if (username !== null) await countHit(db, accountKey(username), policy.windowMs, now);
  await countHit(db, addressKey(address), policy.windowMs, now);
}

/** A correct password clears the account's count (the address keeps its own). */
export async function recordSignInSuccess(db: Db, username: string): Promise<void> {
  await clearCounter(db, accountKey(username));
}
