/**
 * Where each problem with the customer's record is fixed (issue 18 item 1; spec §4 statuses):
 * the one reason → route table read by the dashboard status cards, the plan page, the checkout's
 * may-trade notice and plan-select's suitability notice. Every route is a real page that reads no
 * query: a query the target ignores is a defect (fix-routes.test.ts and mfe-oa's route test).
 */
export const RENEWAL_ROUTES = {
  suitability: '/oa-landing/renew/suitability',
  kyc: '/oa-landing/renew/kyc',
  idCard: '/oa-landing/renew/id-card',
} as const;

/**
 * The bank account and automatic debit (ATS) of a customer who has an account (issue 22 item 1):
 * the account opening's bank step, for ATS_REQUIRED and a corrected ATS_REJECTED.
 */
export const ATS_ROUTE = '/oa-landing/ats';

/** The open-account pages: the landing shows a sent application's progress, create continues a draft. */
export const APPLICATION_ROUTES = { landing: '/oa-landing', create: '/oa-landing/create' } as const;

export type FixReason =
  | 'SUIT_EXPIRED'
  | 'SUIT_WARNING'
  | 'SUITABILITY_REQUIRED'
  | 'KYC_EXPIRED'
  | 'KYC_WARNING'
  | 'ID_CARD_EXPIRED'
  | 'ID_CARD_WARNING'
  | 'ACCOUNT_NOT_APPROVED'
  | 'ATS_REQUIRED'
  | 'ATS_REJECTED';

/** Account (oa) statuses of a customer with an approved account: their record is renewed, not applied for. */
const HAS_ACCOUNT = new Set(['ACCOUNT_APPROVED', 'ACCOUNT_READY', 'ACCOUNT_UPDATING', 'ACCOUNT_FREEZE']);
/** Still filling the application in: continue it. */
const DRAFTING = new Set(['ACCOUNT_OPENING', 'ACCOUNT_LACK_INFO', 'ACCOUNT_NEED_INFO', 'ACCOUNT_REJECTED']);

/** Where a customer without an approved account goes: the application they have, or the landing. */
export const applicationRoute = (oaStatus: string): string =>
  DRAFTING.has(oaStatus) ? APPLICATION_ROUTES.create : APPLICATION_ROUTES.landing;

/**
 * The page that fixes `reason` for a customer whose account (oa) status is `oaStatus`. A customer
 * whose application is still open is sent to it (its own suitability step and ID card), never to a
 * renewal of a record they do not have yet.
 */
export function fixRoute(reason: FixReason, oaStatus: string): string {
  if (reason === 'ACCOUNT_NOT_APPROVED' || !HAS_ACCOUNT.has(oaStatus)) return applicationRoute(oaStatus);
  if (reason.startsWith('ATS')) return ATS_ROUTE;
  if (reason.startsWith('SUIT')) return RENEWAL_ROUTES.suitability;
  if (reason.startsWith('KYC')) return RENEWAL_ROUTES.kyc;
  return RENEWAL_ROUTES.idCard;
}

export const FIX_REASONS: readonly FixReason[] = [
  'SUIT_EXPIRED',
  'SUIT_WARNING',
  'SUITABILITY_REQUIRED',
  'KYC_EXPIRED',
  'KYC_WARNING',
  'ID_CARD_EXPIRED',
  'ID_CARD_WARNING',
  'ACCOUNT_NOT_APPROVED',
  'ATS_REQUIRED',
  'ATS_REJECTED',
];
