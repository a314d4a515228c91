import { eq, sql } from 'drizzle-orm';
import type { CustomerRecord, KycReviewBody } from '@port/shared/contracts/customer-record';
import { kycExpiryFrom } from '@port/shared/domain/record-validity';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { businessNow } from '../../lib/clock';
import { bangkokDate } from '../../lib/dates';
import type { AuditContext } from '../orders/order-events';
import { assertOwnRecord, mayHoldLifetimeCardOf, recordView } from './customer-record';
import { kycDetailsOf, sealKyc, storedKycOf } from './kyc-details';
import { recordCustomerEvent } from './record-events';
import { lockRenewable, withoutStatusOf } from './renew-suitability';

/**
 * The KYC review (issue 18 item 2): the customer confirms the details on file unchanged, or sends
 * them changed (`details`, checked by the shared schema: contact, address, occupation, income,
 * sources of funds); the next review is due KYC_REVIEW_VALID_YEARS (two) years on (shared
 * domain/record-validity kycExpiryFrom). One transaction: the new contact on the customer row, the
 * new review date, and the kyc_reviewed audit event with the old and new date and, when changed,
 * the old and new details sealed (personal data is never plaintext in the audit table).
 */
export async function reviewKyc(
  db: Db,
  sessionCustomerId: string,
  customerId: string,
  body: KycReviewBody,
  audit: AuditContext & { channel: string },
): Promise<CustomerRecord> {
  assertOwnRecord(sessionCustomerId, customerId);
  const now = businessNow();
  const today = bangkokDate(now);
  const mayHoldLifetime = await mayHoldLifetimeCardOf(db, customerId, today);
  const [current] = await db.select().from(customers).where(eq(customers.id, customerId));
  const storedBefore = current ? await storedKycOf(db, current) : {};
  const changed = body.details ?? null;
  const sealed = changed
    ? { before: await sealKyc(db, customerId, storedBefore), after: await sealKyc(db, customerId, changed) }
    : null;
  const after = await db.transaction(async (tx) => {
    const before = await lockRenewable(tx, customerId);
    const [row] = await tx
      .update(customers)
      .set({
        kycExpiry: kycExpiryFrom(today),
        ...(changed ? { email: changed.email, tel: changed.mobile } : {}),
        portStatus: withoutStatusOf(before.portStatus, 'KYC_', 'NONE'),
        accountStatus: withoutStatusOf(before.accountStatus, 'KYC_', before.oaStatus),
        portfolioVersion: sql`${customers.portfolioVersion} + 1`,
      })
      .where(eq(customers.id, customerId))
      .returning();
    if (!row) throw new Error('customer vanished inside its own lock');
    await recordCustomerEvent(tx, audit, {
      kind: 'kyc_reviewed',
      customerId,
      channel: audit.channel,
      before: { kyc_expiry: before.kycExpiry, ...(sealed ? { details_sealed: sealed.before } : {}) },
      after: { kyc_expiry: row.kycExpiry, ...(sealed ? { details_sealed: sealed.after, details_changed: 1 } : {}) },
      at: now,
    });
    return row;
  });
  const view = recordView(after, today, mayHoldLifetime);
  return { ...view, kyc: { ...view.kyc, details: await kycDetailsOf(db, after, changed ?? storedBefore) } };
}
