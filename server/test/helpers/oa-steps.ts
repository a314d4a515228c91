import { SUITABILITY_QUESTIONS } from '@port/shared/domain/suitability';

/**
 * Open-account step bodies as the client sends them (spec §4 account status; issue 11).
 * Tests name the fields they care about (the national ID always) through `over`.
 */
export const oaIdentityInput = (over: { id_number: string } & Record<string, unknown>) => ({
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
  ...over,
});

/** An employee earning 30k-50k from salary in Thailand, not a politically exposed person. */
export const oaWorkInput = {
  occupation: 'employee',
  income_range: '30k-50k',
  fund_sources: ['salary'],
  income_country: 'TH',
  is_pep: false,
};

/**
 * A whole application, step by step in the order the form sends them: the ID also as the Thai tax
 * number, every suitability answer the second choice, an SCB account with the ATS box as given.
 */
export const oaApplicationSteps = (idNumber: string, { ats }: { ats: boolean }) => ({
  identity: oaIdentityInput({ id_number: idNumber }),
  work: oaWorkInput,
  suitability: { answers: Object.fromEntries(SUITABILITY_QUESTIONS.map((q) => [q.id, [2]])) },
  tax: { us_person: false, tax_residences: [{ country: 'TH', tin: idNumber }] },
  bank: { bank_code: 'SCB', account_no: '4321098765', account_name: 'สมชาย ใจดี', ats },
});
