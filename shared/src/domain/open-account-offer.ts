import type { OaReturnedStatus } from '../contracts/oa';

/**
 * The customer's account (oa) status while the application is sent back (spec §4). Here, not in the
 * zod contract that re-exports it, so the dashboard's first load does not carry the open-account
 * schemas (issue 19: DashboardRoutes' budget).
 */
export const RETURNED_ACCOUNT_STATUS = {
  rejected: 'ACCOUNT_REJECTED',
  need_info: 'ACCOUNT_NEED_INFO',
  lack_info: 'ACCOUNT_LACK_INFO',
} as const satisfies Record<OaReturnedStatus, string>;

/** The account (oa) statuses of an application the back office sent back for correction (spec §4). */
const SENT_BACK: readonly string[] = Object.values(RETURNED_ACCOUNT_STATUS);

/**
 * Whether the dashboard offers opening another account (spec §3 can_oa) to a customer whose
 * account status is `oaStatus` (issue 22 item 1): not while an application waits for the customer's
 * correction (ACCOUNT_REJECTED, ACCOUNT_NEED_INFO, ACCOUNT_LACK_INFO); the status card leads to that
 * application, and finishing it comes first.
 */
export const offersAnotherAccount = (oaStatus: string): boolean => !SENT_BACK.includes(oaStatus);
