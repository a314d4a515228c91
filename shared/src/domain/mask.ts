import { digitsOnly } from './oa-identity';

/**
 * The one masking rule for bank account, national ID and tax ID numbers (issue 18): every digit but
 * the last `shown` becomes 'x', then the number keeps its printed groups (a 10-digit Thai bank
 * account 3-1-5-1, a national ID 1-4-5-2-1; any other length ungrouped). The server masks with it
 * before anything leaves it, so every screen shows a number the same way.
 */
export function maskDigits(value: string, shown: number, groups: Record<number, readonly number[]> = {}): string {
  const d = digitsOnly(value);
  const keep = d.length > shown ? shown : 0;
  const masked = 'x'.repeat(d.length - keep) + d.slice(d.length - keep);
  const sizes = groups[d.length];
  if (!sizes) return masked || 'x';
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    parts.push(masked.slice(at, at + size));
    at += size;
  }
  return parts.join('-');
}

/** '0123456789' → 'xxx-x-xx678-9' (spec §9 groups 3-1-5-1): the last four digits of a bank account. */
export const maskBankAccount = (accountNo: string): string => maskDigits(accountNo, 4, { 10: [3, 1, 5, 1] });

/** '1101700230708' → 'x-xxxx-xxxxx-70-8': the last three digits of a national ID. */
export const maskIdNumber = (id: string): string => maskDigits(id, 3, { 13: [1, 4, 5, 2, 1] });

/** A tax ID: a 13-digit Thai one like the national ID, any other with only its last three characters shown. */
export const maskTaxId = (tin: string): string => maskDigits(tin, 3, { 13: [1, 4, 5, 2, 1] });
