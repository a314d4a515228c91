import { and, count, eq, sql } from 'drizzle-orm';
import { BANKS, type BankCode } from '@port/shared/contracts/oa-steps';
import type { Db } from '../../db/client';
import { atsRegistrations } from '../../db/schema/ats';
import { customerBanks, customers } from '../../db/schema/customers';
import { businessNow } from '../../lib/clock';
import { recordCustomerEvent } from '../customer/record-events';
import { openAccount } from './ats-registration';
import { atsValues } from './ats-request';

/** The back office is no signed-in browser: its events carry no session, address or agent. */
const BACK_OFFICE = { sessionHash: null, ip: null, userAgent: null, channel: 'back-office' };

/** Customers whose ATS request waits for the bank, oldest first. */
export async function submittedAtsCustomerIds(db: Db, customerId?: string): Promise<string[]> {
  const rows = await db
    .select({ id: atsRegistrations.customerId })
    .from(atsRegistrations)
    .where(
      and(eq(atsRegistrations.status, 'ATS_SUBMITTED'), customerId ? eq(atsRegistrations.customerId, customerId) : undefined),
    )
    .orderBy(atsRegistrations.requestedAt);
  return rows.map((row) => row.id);
}

async function lockSubmitted(tx: Db, customerId: string) {
  const [row] = await tx
    .select()
    .from(atsRegistrations)
    .where(and(eq(atsRegistrations.customerId, customerId), eq(atsRegistrations.status, 'ATS_SUBMITTED')))
    .for('update');
  return row;
}

type Submitted = NonNullable<Awaited<ReturnType<typeof lockSubmitted>>>;

/** The bank's answer recorded: the registration's new status, the customer's data version, the event. */
async function decide(
  tx: Db,
  row: Submitted,
  kind: 'ats_confirmed' | 'ats_rejected',
  set: { status: 'ATS_CONFIRMED' } | { status: 'ATS_REJECTED'; rejectReason: string },
  /** The officer who recorded the answer (the back-office command), null for the approval worker. */
  officer: string | null = null,
): Promise<void> {
  const now = businessNow();
  const [after] = await tx
    .update(atsRegistrations)
    .set({ ...set, decidedAt: now, updatedAt: now })
    .where(eq(atsRegistrations.customerId, row.customerId))
    .returning();
  await tx
    .update(customers)
    .set({ portfolioVersion: sql`${customers.portfolioVersion} + 1` })
    .where(eq(customers.id, row.customerId));
  await recordCustomerEvent(tx, BACK_OFFICE, {
    kind,
    customerId: row.customerId,
    channel: BACK_OFFICE.channel,
    before: atsValues(row),
    after: { ...atsValues(after), ...(officer ? { officer } : {}) },
    at: now,
  });
}

/**
 * The bank confirms the debit (the embedded back office of the demo; spec §4 ATS_SUBMITTED →
 * ATS_CONFIRMED): in one transaction the account becomes the customer's main bank (the one orders
 * pay from and redeem to; the same account already on file is reused), the registration confirmed,
 * the event written. Null when no request is waiting (already decided, or none).
 */
export async function confirmAts(db: Db, customerId: string): Promise<{ customerId: string; bankId: string } | null> {
  return db.transaction(async (tx) => {
    const row = await lockSubmitted(tx, customerId);
    if (!row?.accountSealed || !row.bankCode) return null;
    const { account_no } = await openAccount(tx, customerId, row.accountSealed);
    const code = row.bankCode as BankCode;
    const [same] = await tx
      .select({ id: customerBanks.id })
      .from(customerBanks)
      .where(
        and(
          eq(customerBanks.customerId, customerId),
          eq(customerBanks.bankName, code),
          eq(customerBanks.bankAccountNo, account_no),
        ),
      );
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(customerBanks)
      .where(eq(customerBanks.customerId, customerId));
    const bankId = same?.id ?? `${customerId}-ATS${n + 1}`;
    await tx.update(customerBanks).set({ isMain: false }).where(eq(customerBanks.customerId, customerId));
    if (same) await tx.update(customerBanks).set({ isMain: true }).where(eq(customerBanks.id, bankId));
    else
      await tx.insert(customerBanks).values({
        id: bankId,
        customerId,
        bankName: code,
        bankDisplayName: BANKS[code],
        bankAccountNo: account_no,
        bankLogoUrl: `/static/banks/${code.toLowerCase()}.svg`,
        isMain: true,
      });
    await decide(tx, row, 'ats_confirmed', { status: 'ATS_CONFIRMED' });
    return { customerId, bankId };
  });
}

/**
 * The bank refuses the debit with its reason (spec §4 ATS_SUBMITTED → ATS_REJECTED), recorded by
 * `officer` when the back-office command (`reject_ats`) records it; false when none waits.
 */
export async function rejectAts(db: Db, customerId: string, reason: string, officer: string | null = null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockSubmitted(tx, customerId);
    if (!row) return false;
    await decide(tx, row, 'ats_rejected', { status: 'ATS_REJECTED', rejectReason: reason }, officer);
    return true;
  });
}
