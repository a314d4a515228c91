import { eq, sql } from 'drizzle-orm';
import type { CustomerRecord, SuitabilityRenewalBody } from '@port/shared/contracts/customer-record';
import { suitabilityExpiryFrom } from '@port/shared/domain/record-validity';
import { suitabilityBand, suitabilityScore } from '@port/shared/domain/suitability';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { HttpError } from '../../http/errors';
import { businessNow } from '../../lib/clock';
import { bangkokDate } from '../../lib/dates';
import type { AuditContext } from '../orders/order-events';
import { assertOwnRecord, isRenewable, mayHoldLifetimeCardOf, recordView, type CustomerRow } from './customer-record';
import { recordCustomerEvent } from './record-events';
import { renewalMessages } from './renewal-messages';

/** A stored status about the renewed part (e.g. SUIT_EXPIRED) no longer holds: the dates decide from now on. */
export const withoutStatusOf = (status: string, prefix: string, instead: string): string =>
  status.startsWith(prefix) ? instead : status;

/** The locked row of a customer who may renew (an approved account), else 404 / 409 in Thai. */
export async function lockRenewable(tx: Db, customerId: string): Promise<CustomerRow> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
  if (!row) throw new HttpError(404, 'NOT_FOUND', renewalMessages.notFound);
  if (!isRenewable(row)) throw new HttpError(409, 'RECORD_NOT_RENEWABLE', renewalMessages.applicationOpen);
  return row;
}

/**
 * The SEC suitability test again (issue 18 item 1): the same ten questions and scoring as account
 * opening (shared domain/suitability), a new level and an expiry two years on (domain/record-validity),
 * in one transaction with its audit event; orders and the dashboard read the new values at once.
 */
export async function renewSuitability(
  db: Db,
  sessionCustomerId: string,
  customerId: string,
  body: SuitabilityRenewalBody,
  audit: AuditContext & { channel: string },
): Promise<CustomerRecord> {
  assertOwnRecord(sessionCustomerId, customerId);
  const band = suitabilityBand(suitabilityScore(body.answers));
  const now = businessNow();
  const suitExpiry = suitabilityExpiryFrom(bangkokDate(now));
  return db.transaction(async (tx) => {
    const before = await lockRenewable(tx, customerId);
    const [after] = await tx
      .update(customers)
      .set({
        suitRiskLevel: band.maxFundRisk,
        suitExpiry,
        portStatus: withoutStatusOf(before.portStatus, 'SUIT_', 'NONE'),
        accountStatus: withoutStatusOf(before.accountStatus, 'SUIT_', before.oaStatus),
        portfolioVersion: sql`${customers.portfolioVersion} + 1`,
      })
      .where(eq(customers.id, customerId))
      .returning();
    if (!after) throw new Error('customer vanished inside its own lock');
    await recordCustomerEvent(tx, audit, {
      kind: 'suitability_renewed',
      customerId,
      channel: audit.channel,
      before: { suit_risk_level: before.suitRiskLevel, suit_expiry: before.suitExpiry },
      after: { suit_risk_level: after.suitRiskLevel, suit_expiry: after.suitExpiry },
      at: now,
    });
    return recordView(after, bangkokDate(now), await mayHoldLifetimeCardOf(tx, customerId, bangkokDate(now)));
  });
}
