import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authLoginTransactions } from '../../db/schema/auth';

/** A sign-in must come back from the provider within this time. */
export const LOGIN_TRANSACTION_TTL_S = 10 * 60;

export type LoginTransaction = { state: string; nonce: string; codeVerifier: string; returnUrl: string };

function hashBinding(binding: string): string {
  return createHash('sha256').update(binding).digest('hex');
}

/** Stores the transaction; returns the random binding value for the browser's HttpOnly cookie. */
export async function createLoginTransaction(db: Db, tx: LoginTransaction): Promise<string> {
  const binding = randomBytes(32).toString('base64url');
  await db.insert(authLoginTransactions).values({ id: hashBinding(binding), ...tx });
  return binding;
}

/**
 * Uses the browser's transaction once: it must exist, be fresh, unused, and carry the state
 * the provider sent back. The `used` flip is conditional, so two racing callbacks cannot
 * both succeed.
 */
export async function consumeLoginTransaction(
  db: Db,
  binding: string | undefined,
  state: string,
): Promise<LoginTransaction | null> {
  if (!binding) return null;
  const id = hashBinding(binding);
  const [row] = await db
    .update(authLoginTransactions)
    .set({ used: true })
    .where(and(eq(authLoginTransactions.id, id), eq(authLoginTransactions.used, false)))
    .returning();
  if (!row) return null;
  if (row.state !== state) return null;
  if (Date.now() - row.createdAt.getTime() > LOGIN_TRANSACTION_TTL_S * 1000) return null;
  return { state: row.state, nonce: row.nonce, codeVerifier: row.codeVerifier, returnUrl: row.returnUrl };
}

/**
 * Deletes sign-ins that did not come back within their lifetime (abandoned at the provider),
 * every ten minutes with the expired sessions (issue 12 item 3). Returns the count.
 */
export async function purgeExpiredLoginTransactions(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(authLoginTransactions)
    .where(lt(authLoginTransactions.createdAt, new Date(now.getTime() - LOGIN_TRANSACTION_TTL_S * 1000)))
    .returning({ id: authLoginTransactions.id });
  return removed.length;
}
