import { SUITABILITY_QUESTIONS } from '@port/shared/domain/suitability';
import { applicantIdentity, applicantWork } from '@port/shared/test/oa-applicant';

/**
 * Open-account step bodies as the client sends them (spec §4 account status; issue 11).
 * Tests name the fields they care about (the national ID always) through `over`.
 */
export const oaIdentityInput = (over: { id_number: string } & Record<string, unknown>) => ({ ...applicantIdentity, ...over });

/** The shared applicant's work step (an employee, salary in Thailand, not a politically exposed person). */
export const oaWorkInput = applicantWork;

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
