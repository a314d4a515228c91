import type { Db } from '../../db/client';
import { oaMailRequests } from '../../db/schema/content';

/** Records the customer's request to be mailed the account-opening form. */
export async function recordMailFormRequest(db: Db, customerId: string, email: string): Promise<void> {
  await db.insert(oaMailRequests).values({ customerId, email });
}
