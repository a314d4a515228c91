import { createHash, timingSafeEqual } from 'node:crypto';
import type { Account, FindAccount } from 'oidc-provider';
import type { DemoAccount } from '../db/seed/demo-accounts';

/** A sign-in the embedded provider knows: the demo accounts of the seed. */
export type IdpAccount = DemoAccount;

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Constant-time comparison of equal-length digests, so timing does not leak a password prefix. */
function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

export function verifyCredentials(accounts: readonly IdpAccount[], username: string, password: string): IdpAccount | undefined {
  const account = accounts.find((a) => a.username === username.trim());
  // Compare even for an unknown user so the two failures take the same time.
  const ok = sameSecret(account?.password ?? '\u0000unknown', password);
  return account && ok ? account : undefined;
}

/** oidc-provider's findAccount: claims sub, name (Thai display name) and customer_id. */
export function createFindAccount(accounts: readonly IdpAccount[]): FindAccount {
  return (_ctx, sub): Account | undefined => {
    const account = accounts.find((a) => a.subject === sub);
    if (!account) return undefined;
    return {
      accountId: account.subject,
      claims: () => ({ sub: account.subject, name: account.displayNameTh, customer_id: account.customerId }),
    };
  };
}
