import { z } from 'zod';
import { isoDateSchema } from './common';
import { ID_CARD_LIFETIME, isIdCardValidOn, isIsoDate } from '../domain/oa-identity';
import { addYears } from '../domain/record-validity';
import { OA_MESSAGES, suitabilityStepSchema } from './oa-steps';
import { kycFieldsSchema, kycStoredSchema } from './kyc-details';

/**
 * The customer's own record and its renewals (issue 18; ours beside spec §7, under /api/oa):
 * GET private/v1/customers/{customerId}/record and
 * PUT private/v1/customers/{customerId}/suitability (the SEC test again). Another customer's id is
 * 404. Each renewal writes an audit event in its transaction (who, when, channel, old and new).
 */
export const customerRecordParamsSchema = z.object({ customerId: z.string().min(1).max(64) });

/**
 * The customer's details on file for the KYC review (issue 18 item 2): the customer row and the
 * approved application's identity and work steps, as Thai labels; null = not on file.
 */
export const kycDetailsSchema = z.object({
  name_th: z.string().nullable(),
  name_en: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  occupation: z.string().nullable(),
  income_range: z.string().nullable(),
  fund_sources: z.array(z.string()).nullable(),
  /** The same details as the edit form starts from (codes; issue 18: confirm unchanged or edit). */
  stored: kycStoredSchema.optional(),
});
export type KycDetails = z.infer<typeof kycDetailsSchema>;

export const customerRecordSchema = z.object({
  customer_id: z.string(),
  /** The account (oa) status: without an approved account the record is the open application's. */
  oa_status: z.string(),
  /** True once an account is approved: the record can be renewed here. */
  renewable: z.boolean(),
  suitability: z.object({
    /** The SEC investor level 1–5; null when never assessed. */
    risk_level: z.number().int().min(1).max(5).nullable(),
    risk_level_name: z.string().nullable(),
    /** The highest fund risk (1–8) the level allows (customers.suit_risk_level). */
    max_fund_risk: z.number().int().min(1).max(8).nullable(),
    expiry: isoDateSchema.nullable(),
  }),
  /** `details`: what is on file for the KYC review (GET and the KYC review's answer; absent elsewhere). */
  kyc: z.object({ expiry: isoDateSchema.nullable(), details: kycDetailsSchema.optional() }),
  /** Expiry null with `lifetime` true: a lifetime card (ตลอดชีพ); `may_hold_lifetime` from the birth date of the application. */
  id_card: z.object({ expiry: isoDateSchema.nullable(), lifetime: z.boolean(), may_hold_lifetime: z.boolean() }),
  /** The business date (Asia/Bangkok) and the expiries a renewal made today gives (domain/record-validity). */
  today: isoDateSchema,
  renewal_expiry: z.object({ suitability: isoDateSchema, kyc: isoDateSchema }),
});
export type CustomerRecord = z.infer<typeof customerRecordSchema>;

/** The ten answers (one question set and one scoring with account opening: oa-steps, domain/suitability). */
export const suitabilityRenewalBodySchema = suitabilityStepSchema;
export type SuitabilityRenewalBody = z.infer<typeof suitabilityRenewalBodySchema>;

/** A Thai ID card is issued for eight years at most: an expiry further than ten years away is a typing slip. */
export const ID_CARD_MAX_YEARS = 10;
export const ID_CARD_TOO_FAR = 'วันหมดอายุบัตรไกลเกินกว่าที่บัตรประชาชนออกให้ กรุณาตรวจสอบวันที่บนบัตรอีกครั้ง';

/** PUT …/id-card: the new card's expiry ('YYYY-MM-DD') or 'lifetime' (ตลอดชีพ, 70 or older), checked at `today`. */
export const idCardRenewalBodySchema = (today: string) =>
  z.object({
    id_card_expiry: z
      .string(OA_MESSAGES.date)
      .max(10, OA_MESSAGES.date)
      .refine((d) => d === ID_CARD_LIFETIME || isIsoDate(d), { message: OA_MESSAGES.date, abort: true })
      .refine((d) => d === ID_CARD_LIFETIME || isIdCardValidOn(d, today), { message: OA_MESSAGES.idCardExpired, abort: true })
      .refine((d) => d === ID_CARD_LIFETIME || d <= addYears(today, ID_CARD_MAX_YEARS), ID_CARD_TOO_FAR),
  });
/** What the route accepts before the dated check (the service checks with the business date). */
export const idCardRenewalWireSchema = z.object({ id_card_expiry: z.string(OA_MESSAGES.date).max(10, OA_MESSAGES.date) });
export type IdCardRenewalBody = z.infer<typeof idCardRenewalWireSchema>;

export const KYC_CONFIRM_REQUIRED = 'กรุณายืนยันว่าข้อมูลของคุณถูกต้องและไม่มีการเปลี่ยนแปลง';
/**
 * PUT …/kyc: the customer confirms the details on file (`confirmed` alone: unchanged) or sends them
 * changed in `details` (all of them, checked like the application's steps; issue 18 item 2).
 */
export const kycReviewBodySchema = z.object({
  confirmed: z.literal(true, KYC_CONFIRM_REQUIRED),
  details: kycFieldsSchema.optional(),
});
export type KycReviewBody = z.infer<typeof kycReviewBodySchema>;
