import { createDb } from '../../server/src/db/client';
import { DEMO_CUSTOMERS } from '../../server/src/db/seed/demo-customers';
import { seedAts } from '../../server/src/db/seed/demo-ats';
import { businessClockFromEnv, setBusinessClock } from '../../server/src/lib/clock';
import { bangkokDate } from '../../server/src/lib/dates';
import { confirmAts, submittedAtsCustomerIds } from '../../server/src/services/ats/public';
import { withDatabase } from './db';
import { BUSINESS_CLOCK_AT } from './env';

async function onSuiteDb<T>(work: (db: Awaited<ReturnType<typeof createDb>>['db']) => Promise<T>): Promise<T> {
  setBusinessClock(businessClockFromEnv(BUSINESS_CLOCK_AT));
  const handle = await createDb({ databaseUrl: process.env.DATABASE_URL });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * The bank's confirmation of a sent ATS request on the suite's PostgreSQL (issue 22): the same
 * service the demo's app host runs after OA_AUTO_APPROVE_AFTER_S, at a definite moment.
 */
export async function confirmSentAts(customerId: string): Promise<string[]> {
  return onSuiteDb(async (db) => {
    const confirmed: string[] = [];
    for (const id of await submittedAtsCustomerIds(db, customerId)) if (await confirmAts(db, id)) confirmed.push(id);
    return confirmed;
  });
}

/**
 * Puts a demo customer's ATS back as the seed made it (behind the app's back, so the spec runs
 * alone, twice or after another): the seed's own registration (its number sealed as the seed seals
 * it), the seeded main bank; the audit events stay (they are append-only).
 */
export async function restoreSeededAts(customerId: string): Promise<void> {
  const seeded = DEMO_CUSTOMERS.find((c) => c.id === customerId)?.ats;
  if (!seeded) throw new Error(`no seeded ATS for ${customerId}`);
  await withDatabase(async (db) => {
    await db.query('delete from ats_registrations where customer_id = $1', [customerId]);
    await db.query(`delete from customer_banks where customer_id = $1 and id like $1 || '-ATS%'`, [customerId]);
    await db.query(`update customer_banks set is_main = (id = $1 || '-B1') where customer_id = $1`, [customerId]);
  });
  await onSuiteDb((db) => seedAts(db, customerId, seeded, bangkokDate()));
  // The server's plan-list cache is keyed by this version: a bump makes the next read see the restored rows.
  await withDatabase((db) =>
    db.query('update customers set portfolio_version = portfolio_version + 1 where id = $1', [customerId]),
  );
}
