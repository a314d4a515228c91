import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oaApplications } from '../../db/schema/oa';
import { stepBodies } from '../open-account/oa-application';

/** The birth date the customer gave in an approved application, or null (seeded customers have none). */
export async function birthDateOf(db: Db, customerId: string): Promise<string | null> {
  const [row] = await db
    .select()
    .from(oaApplications)
    .where(and(eq(oaApplications.customerId, customerId), eq(oaApplications.status, 'approved')));
  if (!row) return null;
  return (await stepBodies(db, row)).identity?.birth_date ?? null;
}
