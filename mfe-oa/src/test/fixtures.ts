import type { CanOa, PlanListData } from '@port/shared/contracts/plan-list';
import type { OaApplication } from '@port/shared/contracts/oa';
import { applicantIdentity, applicantWork } from '@port/shared/test/oa-applicant';

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

/** The identity step as the server shows it back once saved (national ID masked; issue 11). */
export const savedIdentity: NonNullable<OaApplication['identity']> = {
  ...applicantIdentity,
  id_number_masked: 'x-xxxx-xxxxx-70-8',
};

/** The work step as saved. */
export const savedWork: NonNullable<OaApplication['work']> = applicantWork;

/** The tax step as saved: a Thai tax resident only, not a US person (the TIN masked). */
export const savedTax: NonNullable<OaApplication['tax']> = {
  us_person: false,
  tax_residences: [{ country: 'TH', tin_masked: 'x-xxxx-xxxxx-70-8' }],
};

/** The bank step as saved: a KBANK account in the applicant's name, with the automatic debit (ATS). */
export const savedBank: NonNullable<OaApplication['bank']> = {
  bank_code: 'KBANK',
  bank_name: 'ธนาคารกสิกรไทย',
  account_no_masked: 'xxx-x-x789-0',
  account_name: 'สมชาย ใจดี',
  ats: true,
};
