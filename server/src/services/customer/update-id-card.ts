import { eq, sql } from 'drizzle-orm';
import { idCardRenewalBodySchema, type CustomerRecord, type IdCardRenewalBody } from '@port/shared/contracts/customer-record';
import { ID_CARD_LIFETIME } from '@port/shared/domain/oa-identity';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { HttpError } from '../../http/errors';
import { businessNow } from '../../lib/clock';
import { bangkokDate } from '../../lib/dates';
import type { AuditContext } from '../orders/order-events';
import { assertOwnRecord, mayHoldLifetimeCardOf, recordView } from './customer-record';
import { recordCustomerEvent } from './record-events';
import { renewalMessages } from './renewal-messages';
import { lockRenewable, withoutStatusOf } from './renew-suitability';

/**
 * The new ID card (issue 18 item 3): its expiry, or a lifetime card for a customer 70 or older,
 * in one transaction with its audit event; the trade guard reads it at once.
 */
export async function updateIdCard(
  db: Db,
  sessionCustomerId: string,
  customerId: string,
  body: IdCardRenewalBody,
  audit: AuditContext & { channel: string },
): Promise<CustomerRecord> {
  assertOwnRecord(sessionCustomerId, customerId);
  const now = businessNow();
  const today = bangkokDate(now);
  const parsed = idCardRenewalBodySchema(today).safeParse(body);
  if (!parsed.success) throw new HttpError(400, 'VALIDATION', parsed.error.issues[0]?.message ?? renewalMessages.invalid);
  const lifetime = parsed.data.id_card_expiry === ID_CARD_LIFETIME;
  const mayHoldLifetime = await mayHoldLifetimeCardOf(db, customerId, today);
  if (lifetime && !mayHoldLifetime) throw new HttpError(400, 'VALIDATION', renewalMessages.lifetimeCard);
  return db.transaction(async (tx) => {
    const before = await lockRenewable(tx, customerId);
    const [after] = await tx
      .update(customers)
      .set({
        idCardExpiry: lifetime ? null : parsed.data.id_card_expiry,
        portStatus: withoutStatusOf(before.portStatus, 'ID_CARD_', 'NONE'),
        accountStatus: withoutStatusOf(before.accountStatus, 'ID_CARD_', before.oaStatus),
        portfolioVersion: sql`${customers.portfolioVersion} + 1`,
      })
      .where(eq(customers.id, customerId))
      .returning();
    if (!after) throw new Error('customer vanished inside its own lock');
    await recordCustomerEvent(tx, audit, {
      kind: 'id_card_updated',
      customerId,
      channel: audit.channel,
      before: { id_card_expiry: before.idCardExpiry },
      after: { id_card_expiry: lifetime ? ID_CARD_LIFETIME : after.idCardExpiry },
      at: now,
    });
    return recordView(after, today, mayHoldLifetime);
  });
}
