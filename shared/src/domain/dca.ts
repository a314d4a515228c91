import type { DcaStatus } from '../contracts/enums';
import { addBusinessDays } from './business-days';

/**
 * Monthly investing (DCA) of a plan, one rulebook for the plan page, the dashboard cards and the
 * server (issue 17 item 3; spec §4 DCA statuses). Amounts are satang.
 */
export interface DcaProfileFacts {
  fundCode: string;
  amount: bigint;
  status: 'active' | 'paused' | 'cancelled';
}

/**
 * The plan's DCA status from its monthly amount (what its projection assumes), the funds new money
 * goes to (its model, else its holdings) and its profiles:
 * - no monthly amount and no active debit: none; no monthly amount but active debits: need-remove;
 * - a monthly amount and no active debit: need-set;
 * - active debits that add up to another amount, or buy other funds than the plan: need-adjustment;
 * - otherwise match.
 */
export function dcaStatusOf(
  monthlyAmount: bigint,
  planFunds: readonly string[],
  profiles: readonly DcaProfileFacts[],
): DcaStatus {
  const active = profiles.filter((p) => p.status === 'active' && p.amount > 0n);
  if (monthlyAmount <= 0n) return active.length > 0 ? 'need-remove' : 'none';
  if (active.length === 0) return 'need-set';
  const total = active.reduce((s, p) => s + p.amount, 0n);
  const funds = new Set(active.map((p) => p.fundCode));
  const sameFunds = planFunds.length === 0 || (funds.size === new Set(planFunds).size && planFunds.every((f) => funds.has(f)));
  return total === monthlyAmount && sameFunds ? 'match' : 'need-adjustment';
}

/** The PRA status a plan's DCA status gives (spec §4 PRA statuses), or null when the PRA set-up decides. */
export function praStatusOfDca(status: DcaStatus): 'DCA_NEED_ADJUSTMENT' | 'DCA_NEED_REMOVE' | 'DCA_NEED_SET' | null {
  if (status === 'need-adjustment') return 'DCA_NEED_ADJUSTMENT';
  if (status === 'need-remove') return 'DCA_NEED_REMOVE';
  if (status === 'need-set') return 'DCA_NEED_SET';
  return null;
}

/** Days of the month a debit may be set on: 1–28, so every month has the day. */
export const DCA_DAY_MIN = 1;
export const DCA_DAY_MAX = 28;

/**
 * The next debit on `dayOfMonth` on or after `today` (Bangkok 'YYYY-MM-DD'): that calendar day,
 * moved to the next Thai business day when it is a weekend or holiday (5 Dec 2569, a Saturday and
 * a holiday, becomes Tue 8 Dec: Mon 7 Dec is its substitute holiday).
 */
export function nextDcaDebitDate(dayOfMonth: number, today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const debitIn = (year: number, month: number) => {
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const day = String(Math.min(dayOfMonth, last)).padStart(2, '0');
    return addBusinessDays(`${year}-${String(month).padStart(2, '0')}-${day}`, 0);
  };
  // This month's debit (after its move to a business day) unless it is already past.
  const thisMonth = debitIn(y, m);
  return thisMonth >= today ? thisMonth : m === 12 ? debitIn(y + 1, 1) : debitIn(y, m + 1);
}
