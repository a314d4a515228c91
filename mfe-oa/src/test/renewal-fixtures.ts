import type { CustomerRecord } from '@port/shared/contracts/customer-record';

/** The renewal pages' customer: `expiring` (C0004), as the demo seed has them (issue 18). */
export const RENEWING_ID = 'C0004';
export const renewingProfile = { sub: 'expiring', name: 'Malee', customer_id: RENEWING_ID, email: null, logged_in: true };

/** Their customer record on 18 Nov 2026: suitability expired, KYC and ID card expiring; `over` replaces fields. */
export const renewalRecord = (over: Partial<CustomerRecord> = {}): CustomerRecord => ({
  customer_id: RENEWING_ID,
  oa_status: 'ACCOUNT_APPROVED',
  renewable: true,
  suitability: { risk_level: 2, risk_level_name: 'เสี่ยงปานกลางค่อนข้างต่ำ', max_fund_risk: 4, expiry: '2026-11-03' },
  kyc: { expiry: '2026-12-08' },
  id_card: { expiry: '2026-12-13', lifetime: false, may_hold_lifetime: false },
  today: '2026-11-18',
  renewal_expiry: { suitability: '2028-11-18', kyc: '2028-11-18' },
  ...over,
});
