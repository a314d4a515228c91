import type { Db } from '../client';
import { maskBankAccount } from '@port/shared/domain/mask';
import { sealAtsAccount } from '../../services/ats/public';
import { atsRegistrations } from '../schema/ats';
import { addDays, bangkokInstant } from '../../lib/dates';
import type { SeedAts } from './seed-types';

/**
 * The automatic debit of a demo customer (issue 22 item 1; spec §4 ATS_REQUIRED, ATS_REJECTED):
 * none registered yet, or a request the bank refused `daysAgo` with its reason (the number sealed
 * as the app seals it, only its masked form in clear).
 */
export async function seedAts(db: Db, customerId: string, ats: SeedAts, today: string): Promise<void> {
  if (ats.status === 'ATS_REQUIRED') {
    await db.insert(atsRegistrations).values({ customerId, status: ats.status });
    return;
  }
  const sent = bangkokInstant(addDays(today, -ats.daysAgo - 3), 10);
  const decided = bangkokInstant(addDays(today, -ats.daysAgo), 14);
  await db.insert(atsRegistrations).values({
    customerId,
    status: ats.status,
    bankCode: ats.bankCode,
    accountNoMasked: maskBankAccount(ats.accountNo),
    accountSealed: await sealAtsAccount(db, customerId, { account_no: ats.accountNo, account_name: ats.accountName }),
    rejectReason: ats.rejectReason,
    requestedAt: sent,
    decidedAt: decided,
    updatedAt: decided,
  });
}
