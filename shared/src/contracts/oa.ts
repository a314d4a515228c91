import { z } from 'zod';
import { OA_MESSAGES, oaStepSchema, taxViewSchema, workStepSchema } from './oa-steps';

/** POST /api/oa/private/mail/form-request (spec §7): a body holding an email field. */
export const mailFormRequestBodySchema = z.object({
  email: z.email('รูปแบบอีเมลไม่ถูกต้อง').max(254),
});
export type MailFormRequestBody = z.infer<typeof mailFormRequestBodySchema>;
export const mailFormRequestResultSchema = z.object({ sent: z.boolean() });

/** What the client returns from the call (spec §8: false with status 500 default and message). */
export type MailFormRequestOutcome = { ok: true } | { ok: false; status: number; message: string };

/** The account kinds of can_oa (spec §3) an application may be for. */
export const oaAccountKindSchema = z.enum(['omnibus', 'segregate', 'daingern_invest', 'siam_validus', 'kkp_savings']);
export type OaAccountKind = z.infer<typeof oaAccountKindSchema>;

/** GET …/application?account=omnibus (default omnibus). */
export const oaApplicationQuerySchema = z.object({ account: oaAccountKindSchema.default('omnibus') });
export const oaStepParamsSchema = z.object({ step: oaStepSchema });
/** A step body is checked by the step's own schema (oa-steps.ts) once the step is known. */
export const oaStepBodySchema = z.record(z.string(), z.unknown());

export const oaSubmitBodySchema = z.object({
  account: oaAccountKindSchema.default('omnibus'),
  consent: z.literal(true, OA_MESSAGES.consent),
});
export type OaSubmitBody = z.input<typeof oaSubmitBodySchema>;

/** Where each part stands after submit (issue 11): the verifier, the suitability fact, the bank/ATS set-up. */
export const oaPartStatusSchema = z.enum(['not_started', 'pending', 'done', 'rejected']);
export type OaPartStatus = z.infer<typeof oaPartStatusSchema>;

/**
 * Where an application stands: saved step by step (draft), sent (submitted: the identity verifier
 * has run), accepted by the back office (approved: the account is open, can_oa OPENED), or sent
 * back by the back office (issue 22 item 1; spec §4 ACCOUNT_REJECTED / ACCOUNT_NEED_INFO /
 * ACCOUNT_LACK_INFO): the parts it asked about reopen, the rest stays as sent.
 */
export const OA_RETURNED_STATUSES = ['rejected', 'need_info', 'lack_info'] as const;
export const oaApplicationStatusSchema = z.enum(['draft', 'submitted', 'approved', ...OA_RETURNED_STATUSES]);
export type OaApplicationStatus = z.infer<typeof oaApplicationStatusSchema>;
export type OaReturnedStatus = (typeof OA_RETURNED_STATUSES)[number];
export const isReturned = (status: OaApplicationStatus): status is OaReturnedStatus =>
  (OA_RETURNED_STATUSES as readonly string[]).includes(status);
/** The customer's account (oa) status while the application is sent back (spec §4); kept zod-free in the domain. */
export { RETURNED_ACCOUNT_STATUS } from '../domain/open-account-offer';

/** What the back office asked when it sent the application back: the steps to correct and why (Thai). */
export const oaReviewSchema = z.object({
  parts: z.array(oaStepSchema).min(1),
  reason: z.string().min(1),
  returned_at: z.string(),
});
export type OaReview = z.infer<typeof oaReviewSchema>;

/** What the owner reads back: ID, tax ID and bank numbers masked, suitability answers never (only their result). */
export const oaApplicationSchema = z.object({
  account: oaAccountKindSchema,
  status: oaApplicationStatusSchema,
  completed_steps: z.array(oaStepSchema),
  /** The first unfinished step, or 'review' when all five are saved, or null once submitted or approved. */
  next_step: z.union([oaStepSchema, z.literal('review')]).nullable(),
  identity: z
    .object({
      first_name_th: z.string(),
      last_name_th: z.string(),
      first_name_en: z.string(),
      last_name_en: z.string(),
      birth_date: z.string(),
      id_number_masked: z.string(),
      /** 'YYYY-MM-DD', or 'lifetime' for a card that never expires. */
      id_card_expiry: z.string(),
      mobile: z.string(),
      email: z.string(),
      address: z.string(),
      province: z.string(),
      postcode: z.string(),
    })
    .nullable(),
  work: workStepSchema.nullable(),
  suitability: z
    .object({
      score: z.number().int(),
      risk_level: z.number().int().min(1).max(5),
      risk_level_name: z.string(),
      max_fund_risk: z.number().int().min(1).max(8),
    })
    .nullable(),
  tax: taxViewSchema.nullable(),
  bank: z
    .object({
      bank_code: z.string(),
      bank_name: z.string(),
      account_no_masked: z.string(),
      account_name: z.string(),
      ats: z.boolean(),
    })
    .nullable(),
  progress: z.object({ identity: oaPartStatusSchema, suitability: oaPartStatusSchema, bank_ats: oaPartStatusSchema }),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  /**
   * Who answered the identity part once the application was sent (issue 18): a demo verifier checks
   * nothing and the screens say so beside its answer. Absent or null before submit.
   */
  identity_check: z.object({ verifier: z.string(), demo: z.boolean() }).nullable().optional(),
  /** The business day by which the customer hears back ('YYYY-MM-DD', two Thai business days after submit); null before submit. */
  answer_expected_by: z.string().nullable().optional(),
  /** The back office's request while the application is sent back (rejected, need_info, lack_info); null otherwise. */
  review: oaReviewSchema.nullable().optional(),
  /** True once a sent-back application has been sent again (ACCOUNT_RESUBMITTED). */
  resubmitted: z.boolean().optional(),
});
/** Thai business days between sending an application and the answer the landing promises (issue 18). */
export const OA_ANSWER_BUSINESS_DAYS = 2;
export type OaApplication = z.infer<typeof oaApplicationSchema>;
