import type { WorkStep } from '../contracts/oa-steps';

/**
 * The applicant of the open-account tests (issue 11): สมชาย ใจดี, born 1 May 1990, an ID card valid
 * until 2030, living in Bangkok. Without the national ID: each test gives its own (or its mask).
 */
export const applicantIdentity = {
  first_name_th: 'สมชาย',
  last_name_th: 'ใจดี',
  first_name_en: 'Somchai',
  last_name_en: 'Jaidee',
  birth_date: '1990-05-01',
  id_card_expiry: '2030-01-01',
  mobile: '0812345678',
  email: 'somchai@example.co.th',
  address: '99 ถนนสุขุมวิท',
  province: 'กรุงเทพมหานคร',
  postcode: '10110',
};

/** Their work step: an employee earning 30k-50k from salary in Thailand, not a politically exposed person. */
export const applicantWork: WorkStep = {
  occupation: 'employee',
  income_range: '30k-50k',
  fund_sources: ['salary'],
  income_country: 'TH',
  is_pep: false,
};
