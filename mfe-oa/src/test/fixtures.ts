import type { CanOa, PlanListData } from '@port/shared/contracts/plan-list';
import type { OaApplication } from '@port/shared/contracts/oa';

export const signedInProfile = { sub: 'sub-new', name: 'สมชาย ใจดี', customer_id: 'C0001', email: null, logged_in: true };
export const visitorProfile = { sub: '', name: '', customer_id: '', email: null, logged_in: false };

export const planListWith = (canOa: CanOa): PlanListData => ({
  visual_status: {
    oa: 'NO_ACCOUNT',
    customer: [],
    port: 'NO_ACCOUNT',
    options: {
      maintenance_message: null,
      expiry_dates: { kyc: null, suit: null, id_card: null },
      bank: null,
      reject_reason: null,
    },
  },
  accounts: [],
  can_oa: canOa,
  customer: { agent: null },
});

export const emptyApplication = (account: OaApplication['account'] = 'omnibus'): OaApplication => ({
  account,
  status: 'draft',
  completed_steps: [],
  next_step: 'identity',
  identity: null,
  work: null,
  suitability: null,
  tax: null,
  bank: null,
  progress: { identity: 'not_started', suitability: 'not_started', bank_ats: 'not_started' },
  submitted_at: null,
  approved_at: null,
});
