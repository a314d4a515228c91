import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oaApplications, oaNationalIds } from '../../db/schema/oa';
import { dbErrorAsHttp } from '../../http/db-errors';
import { HttpError } from '../../http/errors';
import { oaMessages } from './oa-messages';

const duplicate = () => new HttpError(409, 'OA_DUPLICATE_ID', oaMessages.duplicateId);

/**
 * Claims a national ID number (as its keyed hash) for this customer inside the identity step's
 * transaction: one customer per number (issue 11). Another customer holding it → 409 in Thai.
 * A customer may change the number while every application of theirs is a draft, not after one
 * was sent.
 */
export async function claimNationalId(tx: Db, customerId: string, idHash: string): Promise<void> {
  const [holder] = await tx.select().from(oaNationalIds).where(eq(oaNationalIds.idHash, idHash));
  if (holder) {
    if (holder.customerId !== customerId) throw duplicate();
    return;
  }
  const [mine] = await tx.select().from(oaNationalIds).where(eq(oaNationalIds.customerId, customerId)).for('update');
  if (!mine) {
    await tx.insert(oaNationalIds).values({ customerId, idHash });
    return;
  }
  const [sent] = await tx
    .select({ id: oaApplications.id })
    .from(oaApplications)
    .where(and(eq(oaApplications.customerId, customerId), ne(oaApplications.status, 'draft')))
    .limit(1);
  if (sent) throw new HttpError(409, 'OA_ID_CHANGED', oaMessages.idChanged);
  await tx.update(oaNationalIds).set({ idHash }).where(eq(oaNationalIds.customerId, customerId));
}

/** Two customers claiming one number at the same moment: the unique index stops the second. */
export function asDuplicateId(error: unknown): unknown {
  return dbErrorAsHttp(error)?.statusCode === 409 ? duplicate() : error;
}
