import type { SeedCustomer } from './seed-types';
import {
  DCA_REMOVE_PLANS,
  DCA_SET_PLANS,
  INVESTOR_PLANS,
  PARTNER_PLANS,
  PRA_ERROR_PLANS,
  SUIT_EXPIRED_PLANS,
  TIER_PLANS,
} from './demo-plans';

const oa = (omnibus: string, segregate: string) => ({
  omnibus,
  segregate,
  siam_validus: 'HIDDEN',
  daingern_invest: 'DISABLED',
  kkp_savings: 'READY',
});

const base = { kycInDays: 400, suitInDays: 300, idCardInDays: 1500 };
const OMNIBUS = { type: 'omnibus', status: 'ACCOUNT_READY' } as const;
const SEGREGATE = { type: 'segregate', status: 'SEGREGATE_READY' } as const;

type Details = Omit<SeedCustomer, 'id' | 'displayNameEn' | 'email' | 'tel' | 'accounts' | 'plans'> &
  Partial<Pick<SeedCustomer, 'accounts' | 'plans'>>;

/** A demo customer: e-mail from the first name, telephone from the id; no accounts, no plans unless given. */
const customer = (id: string, displayNameEn: string, details: Details): SeedCustomer => ({
  id,
  displayNameEn,
  email: `${displayNameEn.split(' ')[0]!.toLowerCase()}@example.co.th`,
  tel: `081-000-${id.slice(1)}`,
  accounts: [],
  plans: [],
  ...details,
});

/** An application waiting for the back office (spec §4 ACCOUNT_SUBMITTED). */
const submitted = (id: string, displayNameEn: string) =>
  customer(id, displayNameEn, {
    ...base,
    accountStatus: 'ACCOUNT_SUBMITTED',
    oaStatus: 'ACCOUNT_SUBMITTED',
    portStatus: 'ACCOUNT_SUBMITTED',
    canOa: oa('WAITING_ACCOUNT_APPROVED', 'DISABLED'),
  });

/** An approved customer with a ready omnibus account (spec §4 ACCOUNT_READY); `more` overrides. */
const investor = (id: string, displayNameEn: string, more: Partial<Details> = {}) =>
  customer(id, displayNameEn, {
    ...base,
    accountStatus: 'ACCOUNT_READY',
    oaStatus: 'ACCOUNT_APPROVED',
    portStatus: 'NONE',
    canOa: oa('OPENED', 'READY'),
    accounts: [OMNIBUS],
    ...more,
  });

/** Demo customers covering spec §4 (see demo-accounts.ts for the sign-ins). */
export const DEMO_CUSTOMERS: SeedCustomer[] = [
  customer('C0001', 'Somchai Jaidee', {
    accountStatus: 'NO_ACCOUNT',
    oaStatus: 'NO_ACCOUNT',
    portStatus: 'NO_ACCOUNT',
    canOa: oa('READY', 'DISABLED'),
  }),
  submitted('C0002', 'Somying Rakrian'),
  investor('C0003', 'Weera Longtundee', {
    canOa: oa('OPENED', 'OPENED'),
    advisorId: 'ADV-01',
    serviceLevel: 'ADVISORY',
    accounts: [OMNIBUS, SEGREGATE],
    plans: INVESTOR_PLANS,
  }),
  investor('C0004', 'Malee Srisuk', {
    kycInDays: 20,
    suitInDays: -15,
    idCardInDays: 25,
    accountStatus: 'KYC_WARNING',
    portStatus: 'SUIT_EXPIRED',
    plans: SUIT_EXPIRED_PLANS,
  }),
  investor('C0005', 'Prasert Panthamit', {
    agent: 'KKP',
    advisorId: 'ADV-KKP',
    serviceLevel: 'PARTNER',
    plans: PARTNER_PLANS,
  }),
  investor('C0006', 'Arunee Mungmee', { advisorId: 'ADV-02', serviceLevel: 'EXCLUSIVE', plans: TIER_PLANS.exclusive }),
  investor('C0007', 'Thana Submak', {
    canOa: oa('OPENED', 'OPENED'),
    advisorId: 'ADV-02',
    serviceLevel: 'PRIVATE_WEALTH',
    accounts: [OMNIBUS, SEGREGATE],
    plans: TIER_PLANS.privateWealth,
  }),
  investor('C0008', 'Kamol Mahasarn', {
    canOa: oa('OPENED', 'OPENED'),
    advisorId: 'ADV-03',
    serviceLevel: 'PRIVATE_BANKING',
    accounts: [OMNIBUS, { type: 'private-fund', status: 'ACCOUNT_READY' }],
    plans: TIER_PLANS.privateBanking,
  }),
  // Issue 22: a plan whose monthly investing is not set up (DCA_NEED_SET), and one whose debit
  // outlived its monthly amount (DCA_NEED_REMOVE). Ids apart from the other lanes' new customers.
  investor('C0031', 'Nattaya Omsom', { plans: DCA_SET_PLANS }),
  investor('C0032', 'Surachai Loknoi', { plans: DCA_REMOVE_PLANS }),
  // Issue 22 (lane status, ids C004x): the last regular-investment debit failed (PRA_ERROR).
  investor('C0041', 'Pimchanok Saithong', { plans: PRA_ERROR_PLANS }),
  // Issue 22 (lane ats, ids C005x): an approved account whose automatic debit (ATS) is not registered
  // yet, and one whose request the bank refused (spec §4 ATS_REQUIRED, ATS_REJECTED).
  investor('C0051', 'Anucha Jaiyen', { accountStatus: 'ACCOUNT_APPROVED', ats: { status: 'ATS_REQUIRED' } }),
  investor('C0052', 'Wipawadee Sukjai', {
    accountStatus: 'ACCOUNT_APPROVED',
    ats: {
      status: 'ATS_REJECTED',
      bankCode: 'KTB',
      accountNo: '9870012345',
      accountName: 'วิภาวดี สุขใจ',
      rejectReason: 'ธนาคารแจ้งว่าเลขที่บัญชีไม่ถูกต้องหรือบัญชีถูกปิดแล้ว',
      daysAgo: 2,
    },
  }),
  // Issue 22 item 1 (lane oareject, ids C006x): applications the back office sent back
  // (demo-returned-applications.ts sets their statuses through the back office's service).
  submitted('C0061', 'Kitti Suksom'),
  submitted('C0062', 'Rattana Wongyai'),
  submitted('C0063', 'Somsak Thongdee'),
];
