import type { Db } from '../client';
import { oaApplications } from '../schema/oa';
import { addDays, bangkokInstant } from '../../lib/dates';

/**
 * `opening` (C0002, ACCOUNT_SUBMITTED) sent an omnibus application the evening before `today`
 * (issue 18): the suitability part is done, the identity check and the bank/ATS set-up are still
 * being worked on, so the landing shows when it was sent, what is being checked and when to expect
 * an answer. Its steps are not seeded: nothing of it is read back but where it stands (the
 * embedded back office approves only applications whose identity was accepted, so it stays waiting).
 */
export async function seedOpeningApplication(tx: Db, today: string): Promise<void> {
  const sentAt = bangkokInstant(addDays(today, -1), 16, 40);
  await tx.insert(oaApplications).values({
    customerId: 'C0002',
    accountKind: 'omnibus',
    status: 'submitted',
    identityStatus: 'pending',
    suitabilityStatus: 'done',
    bankAtsStatus: 'pending',
    submittedAt: sentAt,
    createdAt: sentAt,
    updatedAt: sentAt,
  });
}
