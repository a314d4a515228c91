import { RETURNED_ACCOUNT_STATUS } from '../contracts/oa';

/** The account (oa) statuses of an application the back office sent back for correction (spec §4). */
const SENT_BACK: readonly string[] = Object.values(RETURNED_ACCOUNT_STATUS);

/**
 * Whether the dashboard offers opening another account (spec §3 can_oa) to a customer whose
 * account status is `oaStatus` (issue 22 item 1): not while an application waits for the customer's
 * correction (ACCOUNT_REJECTED, ACCOUNT_NEED_INFO, ACCOUNT_LACK_INFO); the status card leads to that
 * application, and finishing it comes first.
 */
export const offersAnotherAccount = (oaStatus: string): boolean => !SENT_BACK.includes(oaStatus);
