import { digitsOnly } from './oa-identity';

/** '1101700230705' → 'x-xxxx-xxxxx-70-5': only the last three digits are shown (issue 11). */
export function maskIdNumber(id: string): string {
  const d = digitsOnly(id);
  if (d.length !== 13) return 'x-xxxx-xxxxx-xx-x';
  return `x-xxxx-xxxxx-${d.slice(10, 12)}-${d.slice(12)}`;
}

/** '0123456789' → 'xxx-x-x678-9': the bank account's last four digits, as the orders screens show it. */
export function maskBankAccount(accountNo: string): string {
  const d = digitsOnly(accountNo);
  if (d.length < 4) return 'xxx-x-xxxx-x';
  return `xxx-x-x${d.slice(-4, -1)}-${d.slice(-1)}`;
}

/** A tax ID: a 13-digit Thai one like the ID number, any other with only its last three characters shown. */
export function maskTaxId(tin: string): string {
  const compact = tin.replace(/[\s-]/g, '');
  if (/^\d{13}$/.test(compact)) return maskIdNumber(compact);
  return compact.length <= 3 ? 'xxx' : `${'x'.repeat(Math.min(compact.length - 3, 9))}${compact.slice(-3)}`;
}
