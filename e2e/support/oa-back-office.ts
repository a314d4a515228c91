import { createDb } from '../../server/src/db/client';
import { businessClockFromEnv, setBusinessClock } from '../../server/src/lib/clock';
import { verifiedApplicationIds } from '../../server/src/services/open-account/oa-approval-worker';
import { approveApplication, type ApprovalResult } from '../../server/src/services/open-account/oa-approve';
import { BUSINESS_CLOCK_AT } from './env';

/**
 * The back office's approval run on the suite's PostgreSQL (issue 11): the same service the demo's
 * app host runs after OA_AUTO_APPROVE_AFTER_S, called here at a definite moment instead of a timer.
 */
export async function approveVerified(customerId: string): Promise<ApprovalResult[]> {
  setBusinessClock(businessClockFromEnv(BUSINESS_CLOCK_AT));
  const handle = await createDb({ databaseUrl: process.env.DATABASE_URL });
  try {
    const approved: ApprovalResult[] = [];
    for (const id of await verifiedApplicationIds(handle.db, customerId)) {
      const result = await approveApplication(handle.db, id);
      if (result) approved.push(result);
    }
    return approved;
  } finally {
    await handle.close();
  }
}
