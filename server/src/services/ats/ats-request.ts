import { eq, sql } from 'drizzle-orm';
import { atsRequestBodySchema, type AtsRegistration } from '@port/shared/contracts/ats';
import { maskBankAccount } from '@port/shared/domain/mask';
import { accountNameMatches } from '@port/shared/domain/oa-names';
import type { Db } from '../../db/client';
import { atsRegistrations } from '../../db/schema/ats';
import { customers } from '../../db/schema/customers';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';
import { validate } from '../../http/validate';
import { businessNow } from '../../lib/clock';
import type { AuditContext } from '../orders/order-events';
import { recordCustomerEvent } from '../customer/record-events';
import { atsMessages } from './ats-messages';
import { assertOwn, atsView, namesOf, sealAccount, type AtsRow } from './ats-registration';

/** What an ATS event records of the registration: never the full number or the name (personal data). */
export const atsValues = (row: Pick<AtsRow, 'status' | 'bankCode' | 'accountNoMasked' | 'rejectReason'> | undefined) => ({
  status: row?.status ?? null,
  bank_code: row?.bankCode ?? null,
  account_no_masked: row?.accountNoMasked ?? null,
  reject_reason: row?.rejectReason ?? null,
});

/** Only a required or refused debit is sent; a sent one waits for the bank, a confirmed one is done. */
function assertActionable(row: AtsRow | undefined): AtsRow {
  if (!row) throw new HttpError(409, 'ATS_NOT_REQUIRED', atsMessages.notRequired);
  if (row.status === 'ATS_SUBMITTED') throw new HttpError(409, 'ATS_ALREADY_SUBMITTED', atsMessages.alreadySubmitted);
  if (row.status === 'ATS_CONFIRMED') throw new HttpError(409, 'ATS_ALREADY_CONFIRMED', atsMessages.alreadyConfirmed);
  return row;
}

/**
 * The customer sends the bank account for the automatic debit (issue 22 item 1; spec §4
 * ATS_REQUIRED / ATS_REJECTED → ATS_SUBMITTED): the account opening's bank-step rules (shared
 * atsRequestBodySchema = bankStepSchema + consent), the account in the customer's own name
 * (domain/oa-names), the number sealed. One transaction with its audit event (who, how, before and
 * after, masked); the customer row is locked, so a double submit sends one request and the second is 409.
 */
export async function requestAts(
  db: Db,
  sessionCustomerId: string,
  customerId: string,
  body: unknown,
  audit: AuditContext & { channel: string },
): Promise<AtsRegistration> {
  assertOwn(sessionCustomerId, customerId);
  const value = validate(atsRequestBodySchema, body);
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw new HttpError(404, 'NOT_FOUND', messages.notFound);
  if (!accountNameMatches(value.account_name, await namesOf(db, customer))) {
    throw new HttpError(400, 'VALIDATION', `${messages.validation}: ${atsMessages.accountName}`);
  }
  const sealed = await sealAccount(db, customerId, { account_no: value.account_no, account_name: value.account_name.trim() });
  const now = businessNow();
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
    if (!locked) throw new HttpError(404, 'NOT_FOUND', messages.notFound);
    const [current] = await tx.select().from(atsRegistrations).where(eq(atsRegistrations.customerId, customerId));
    const before = assertActionable(current);
    const [after] = await tx
      .update(atsRegistrations)
      .set({
        status: 'ATS_SUBMITTED',
        bankCode: value.bank_code,
        accountNoMasked: maskBankAccount(value.account_no),
        accountSealed: sealed,
        rejectReason: null,
        requestedAt: now,
        decidedAt: null,
        updatedAt: now,
      })
      .where(eq(atsRegistrations.customerId, customerId))
      .returning();
    if (!after) throw new Error('ATS registration vanished inside its own lock');
    await tx
      .update(customers)
      .set({ portfolioVersion: sql`${customers.portfolioVersion} + 1` })
      .where(eq(customers.id, customerId));
    await recordCustomerEvent(tx, audit, {
      kind: 'ats_requested',
      customerId,
      channel: audit.channel,
      before: atsValues(before),
      after: atsValues(after),
      at: now,
    });
    return atsView(tx, locked, after);
  });
}
