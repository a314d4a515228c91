import { eq, sql } from 'drizzle-orm';
import type { CustomerRecord, KycReviewBody } from '@port/shared/contracts/customer-record';
import { kycExpiryFrom } from '@port/shared/domain/record-validity';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { businessNow } from '../../lib/clock';
import { bangkokDate } from '../../lib/dates';
import type { AuditContext } from '../orders/order-events';
import { assertOwnRecord, mayHoldLifetimeCardOf, recordView } from './customer-record';
import { approvedStepsOf, kycDetailsOf } from './kyc-details';
import { recordCustomerEvent } from './record-events';
import { lockRenewable, withoutStatusOf } from './renew-suitability';

/**
 * The KYC review (issue 18 item 2): the customer confirms the details on file are unchanged; the
 * next review is due KYC_REVIEW_VALID_YEARS (two) years on (shared domain/record-validity
 * kycExpiryFrom), saved in one transaction with its kyc_reviewed audit event; the trade guard and the
 * dashboard read it at once. Editing the details is not offered (the distributor changes them).
 */
export async function reviewKyc(
  db: Db,
  sessionCustomerId: string,
  customerId: string,
  _body: KycReviewBody,
  audit: AuditContext & { channel: string },
): Promise<CustomerRecord> {
  assertOwnRecord(sessionCustomerId, customerId);
  const now = businessNow();
  const today = bangkokDate(now);
  const steps = await approvedStepsOf(db, customerId);
  const mayHoldLifetime = await mayHoldLifetimeCardOf(db, customerId, today);
  return db.transaction(async (tx) => {
    const before = await lockRenewable(tx, customerId);
    const [after] = await tx
      .update(customers)
      .set({
        kycExpiry: kycExpiryFrom(today),
        portStatus: withoutStatusOf(before.portStatus, 'KYC_', 'NONE'),
        accountStatus: withoutStatusOf(before.accountStatus, 'KYC_', before.oaStatus),
        portfolioVersion: sql`${customers.portfolioVersion} + 1`,
      })
      .where(eq(customers.id, customerId))
      .returning();
    if (!after) throw new Error('customer vanished inside its own lock');
    await recordCustomerEvent(tx, audit, {
      kind: 'kyc_reviewed',
      customerId,
      channel: audit.channel,
      before: { kyc_expiry: before.kycExpiry },
      after: { kyc_expiry: after.kycExpiry },
      at: now,
    });
    const view = recordView(after, today, mayHoldLifetime);
    return { ...view, kyc: { ...view.kyc, details: kycDetailsOf(after, steps) } };
  });
}
