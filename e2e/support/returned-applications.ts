import { createDb } from '../../server/src/db/client';
import { RETURNED_APPLICATIONS, seedReturnedApplication } from '../../server/src/db/seed/demo-returned-applications';
import { businessClockFromEnv, setBusinessClock } from '../../server/src/lib/clock';
import { bangkokDate } from '../../server/src/lib/dates';
import { withDatabase } from './db';
import { BUSINESS_CLOCK_AT } from './env';

/**
 * Puts a sent-back demo application (issue 22 item 1: rejected C0061, needinfo C0062, lackinfo
 * C0063) back as the seed makes it, through the seed's own code on the suite's PostgreSQL, so the
 * spec that corrects and resubmits it runs alone, twice, or after another.
 */
export async function restoreReturnedApplication(customerId: string): Promise<void> {
  const returned = RETURNED_APPLICATIONS.find((r) => r.customerId === customerId);
  if (!returned) throw new Error(`no sent-back demo application for ${customerId}`);
  setBusinessClock(businessClockFromEnv(BUSINESS_CLOCK_AT));
  await withDatabase(async (db) => {
    await db.query('begin');
    await db.query('delete from oa_application_events where customer_id = $1', [customerId]);
    await db.query('delete from oa_applications where customer_id = $1', [customerId]);
    await db.query('delete from oa_national_ids where customer_id = $1', [customerId]);
    await db.query('commit');
  });
  const handle = await createDb({ databaseUrl: process.env.DATABASE_URL });
  try {
    // The seed's own steps: sent two days ago, sent back by the officer (statuses, reason, can_oa READY).
    await handle.db.transaction((tx) => seedReturnedApplication(tx, returned, bangkokDate()));
  } finally {
    await handle.close();
  }
}
