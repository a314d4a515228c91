import { z } from 'zod';
import { BANKS, bankStepSchema, type BankCode } from './oa-steps';

/**
 * The bank account and automatic debit (ATS) of a customer who already has an account (issue 22
 * item 1; spec §4 ATS_REQUIRED, ATS_SUBMITTED, ATS_REJECTED, segregate ATS_CONFIRMED). Ours beside
 * spec §7, under /api/oa: GET private/v1/customers/{customerId}/ats reads it, PUT sends the bank
 * details for the bank to confirm. The body is the bank step of account opening (one rulebook).
 */
export const ATS_STATUSES = ['ATS_REQUIRED', 'ATS_SUBMITTED', 'ATS_REJECTED', 'ATS_CONFIRMED'] as const;
export const atsStatusSchema = z.enum(ATS_STATUSES);
export type AtsStatus = z.infer<typeof atsStatusSchema>;

/** The statuses in which the customer sends bank details (the dashboard card's action leads here). */
export const ATS_ACTIONABLE: readonly AtsStatus[] = ['ATS_REQUIRED', 'ATS_REJECTED'];

export const ATS_MESSAGES = {
  consent: 'กรุณายินยอมให้หักบัญชีอัตโนมัติ (ATS) ก่อนส่งคำขอ',
  /** The account is in the customer's own name (domain/oa-names accountNameMatches), said by the form and the server. */
  accountName: 'ชื่อบัญชีต้องตรงกับชื่อ-นามสกุลของคุณ (ภาษาไทยหรืออังกฤษ)',
} as const;

/** PUT …/ats: the account opening's bank step, with the debit consented (the checkbox is the consent). */
export const atsRequestBodySchema = bankStepSchema.extend({
  ats: z.boolean(ATS_MESSAGES.consent).refine((consented) => consented, ATS_MESSAGES.consent),
});
export type AtsRequestBody = z.infer<typeof atsRequestBodySchema>;

const bankCodeSchema = z.enum(Object.keys(BANKS) as [BankCode, ...BankCode[]]);

export const atsRegistrationSchema = z.object({
  customer_id: z.string(),
  /** null: the customer's account needs no ATS action (none required, or no approved account). */
  status: atsStatusSchema.nullable(),
  /** Why the bank refused the last request (ATS_REJECTED), in Thai. */
  reject_reason: z.string().nullable(),
  /** The bank of the last request, else the customer's main bank; the number only masked. */
  bank: z
    .object({
      bank_code: bankCodeSchema,
      bank_name: z.string(),
      account_no_masked: z.string(),
      account_name: z.string().nullable(),
    })
    .nullable(),
  /** The names the account name must match (the customer's own; accountNameMatches of domain/oa-names). */
  names: z.object({
    first_name_th: z.string(),
    last_name_th: z.string(),
    first_name_en: z.string(),
    last_name_en: z.string(),
  }),
  /** When the last request was sent and decided (ISO instants), null before. */
  requested_at: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type AtsRegistration = z.infer<typeof atsRegistrationSchema>;
