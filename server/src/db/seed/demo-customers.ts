import type { SeedCustomer } from './seed-types';
import { INVESTOR_PLANS, TIER_PLANS } from './demo-plans';

const oa = (omnibus: string, segregate: string) => ({
  omnibus,
  segregate,
  siam_validus: 'HIDDEN',
  daingern_invest: 'DISABLED',
  kkp_savings: 'READY',
});

const base = { kycInDays: 400, suitInDays: 300, idCardInDays: 1500 };

/** Demo customers covering spec §4 (see demo-accounts.ts for the sign-ins). */
export const DEMO_CUSTOMERS: SeedCustomer[] = [
  { id: 'C0001', displayNameEn: 'Somchai Jaidee', email: 'somchai@example.co.th', tel: '081-000-0001', accountStatus: 'NO_ACCOUNT', oaStatus: 'NO_ACCOUNT', portStatus: 'NO_ACCOUNT', canOa: oa('READY', 'DISABLED'), accounts: [], plans: [] },
  { id: 'C0002', displayNameEn: 'Somying Rakrian', email: 'somying@example.co.th', tel: '081-000-0002', ...base, accountStatus: 'ACCOUNT_SUBMITTED', oaStatus: 'ACCOUNT_SUBMITTED', portStatus: 'ACCOUNT_SUBMITTED', canOa: oa('WAITING_ACCOUNT_APPROVED', 'DISABLED'), accounts: [], plans: [] },
  {
    id: 'C0003', displayNameEn: 'Weera Longtundee', email: 'weera@example.co.th', tel: '081-000-0003', ...base,
    accountStatus: 'ACCOUNT_READY', oaStatus: 'ACCOUNT_APPROVED', portStatus: 'DCA_NEED_ADJUSTMENT',
    canOa: oa('OPENED', 'OPENED'), advisorId: 'ADV-01', serviceLevel: 'ADVISORY',
    accounts: [{ type: 'omnibus', status: 'ACCOUNT_READY' }, { type: 'segregate', status: 'SEGREGATE_READY' }],
    plans: INVESTOR_PLANS,
  },
  {
    id: 'C0004', displayNameEn: 'Malee Srisuk', email: 'malee@example.co.th', tel: '081-000-0004',
    kycInDays: 20, suitInDays: -15, idCardInDays: 25,
    accountStatus: 'KYC_WARNING', oaStatus: 'ACCOUNT_APPROVED', portStatus: 'SUIT_EXPIRED', canOa: oa('OPENED', 'READY'),
    accounts: [{ type: 'omnibus', status: 'ACCOUNT_READY' }],
    plans: [
      { accountType: 'omnibus', slot: 1, name: 'เงินสำรองฉุกเฉิน', planType: 'goal-based', goalType: 'emergency', goalTimeframe: 2, goalMoney: '120000', initial: '30000', contribution: '3000', riskLevel: 2, model: [{ fund_code: 'K-CASH', weight: 60 }, { fund_code: 'ES-CASH', weight: 40 }], modelCode: 'MP-EMERGENCY', purchases: [{ fund: 'K-CASH', amount: '30000', daysAgo: 300 }, { fund: 'ES-CASH', amount: '20000', daysAgo: 200 }] },
    ],
  },
  {
    id: 'C0005', displayNameEn: 'Prasert Panthamit', email: 'prasert@example.co.th', tel: '081-000-0005', ...base,
    accountStatus: 'ACCOUNT_READY', oaStatus: 'ACCOUNT_APPROVED', portStatus: 'NONE', canOa: oa('OPENED', 'READY'),
    agent: 'KKP', advisorId: 'ADV-KKP', serviceLevel: 'PARTNER',
    accounts: [{ type: 'omnibus', status: 'ACCOUNT_READY' }],
    plans: [
      { accountType: 'omnibus', slot: 1, name: 'พอร์ตแนะนำโดย KKP', planType: 'general', initial: '200000', contribution: '0', riskLevel: 5, model: [{ fund_code: 'KFSMART', weight: 50 }, { fund_code: 'K-FIXED', weight: 50 }], purchases: [{ fund: 'KFSMART', amount: '100000', daysAgo: 400 }, { fund: 'K-FIXED', amount: '100000', daysAgo: 380, dividend: '1250' }] },
    ],
  },
  { id: 'C0006', displayNameEn: 'Arunee Mungmee', email: 'arunee@example.co.th', tel: '081-000-0006', ...base, accountStatus: 'ACCOUNT_READY', oaStatus: 'ACCOUNT_APPROVED', portStatus: 'NONE', canOa: oa('OPENED', 'READY'), advisorId: 'ADV-02', serviceLevel: 'EXCLUSIVE', accounts: [{ type: 'omnibus', status: 'ACCOUNT_READY' }], plans: TIER_PLANS.exclusive },
  { id: 'C0007', displayNameEn: 'Thana Submak', email: 'thana@example.co.th', tel: '081-000-0007', ...base, accountStatus: 'ACCOUNT_READY', oaStatus: 'ACCOUNT_APPROVED', portStatus: 'NONE', canOa: oa('OPENED', 'OPENED'), advisorId: 'ADV-02', serviceLevel: 'PRIVATE_WEALTH', accounts: [{ type: 'omnibus', status: 'ACCOUNT_READY' }, { type: 'segregate', status: 'SEGREGATE_READY' }], plans: TIER_PLANS.privateWealth },
  { id: 'C0008', displayNameEn: 'Kamol Mahasarn', email: 'kamol@example.co.th', tel: '081-000-0008', ...base, accountStatus: 'ACCOUNT_READY', oaStatus: 'ACCOUNT_APPROVED', portStatus: 'NONE', canOa: oa('OPENED', 'OPENED'), advisorId: 'ADV-03', serviceLevel: 'PRIVATE_BANKING', accounts: [{ type: 'omnibus', status: 'ACCOUNT_READY' }, { type: 'private-fund', status: 'ACCOUNT_READY' }], plans: TIER_PLANS.privateBanking },
];
