import { z } from 'zod';
import { idSchema, isoDateSchema, moneySchema, percentSchema } from './common';
import { autoAllocationStateSchema, dcaStatusSchema, praStatusSchema } from './enums';
import { orderSchema } from './order';

/** One fund of the regular-investment (PRA) list. */
export const praItemSchema = z.object({
  fund_shortcode: z.string(),
  fund_name_th: z.string(),
  amount: moneySchema,
  weight: percentSchema,
});

/** AA block inside PRA (spec §3). toggle_status: whether the last toggle is still being applied. */
export const praAaSchema = z.object({
  is_plan_enable_aa: z.boolean(),
  can_enable: z.boolean(),
  toggle_status: z.enum(['idle', 'pending', 'failed']),
  status: autoAllocationStateSchema,
  is_job_running: z.boolean(),
  error_message: z.string().nullable(),
  error_code: z.string().nullable(),
});

/** The PRA debit bank; bank_id is what fast-checkout bodies send as bank_id. */
export const praBankSchema = z.object({
  bank_id: idSchema,
  bank_name: z.string(),
  bank_display_name: z.string(),
  bank_account_no: z.string(),
  masked_bank_account_no: z.string(),
  bank_display_text: z.string(),
  is_main: z.boolean(),
  bank_logo_url: z.string().nullable(),
});
export type PraBank = z.infer<typeof praBankSchema>;

export const investmentViewSchema = z.object({
  date: isoDateSchema,
  video_title: z.string(),
  video_url: z.string(),
  video_creator: z.string(),
  video_image: z.string(),
  video_embed: z.string(),
  content: z.string(),
  link: z.string(),
  assets: z.array(z.string()),
});

/** PRA (regular investment), spec §3. pra_date is the day of month (1–31) of the debit. */
export const praSchema = z.object({
  pra_list: z.array(praItemSchema),
  status: praStatusSchema,
  pra_date: z.number().int().min(1).max(31).nullable(),
  total_amount: moneySchema,
  topup_amount: moneySchema,
  min_invest: moneySchema,
  error_message: z.string().nullable(),
  error_code: z.string().nullable(),
  aa: praAaSchema,
  bank: praBankSchema.nullable(),
  investment_view: investmentViewSchema.nullable(),
  /** The next automatic debit (pra_date, moved to a business day), Bangkok 'YYYY-MM-DD'. */
  next_debit_date: isoDateSchema.nullable().optional(),
  /** Orders of an earlier PRA checkout still pending: no new PRA checkout until they are done (spec §4 PRA_BATCH_ON_PROCESS). */
  pending_orders: z.array(orderSchema).optional(),
});
export type Pra = z.infer<typeof praSchema>;

/** The customer's bank a monthly debit comes from. */
export const dcaBankSchema = z.object({
  bank_id: idSchema,
  bank_display_name: z.string(),
  masked_bank_account_no: z.string(),
});

/**
 * DCA summary of a plan. Beyond spec §3 (ours, issue 17 item 3): what the set-up form needs from
 * the rulebook — the plan's monthly amount, its monthly minimum, the debit day, the next debit on
 * a Thai business day and the bank — so no screen re-derives them.
 */
export const dcaSchema = z.object({
  status: dcaStatusSchema,
  total_amount: moneySchema,
  /** The plan's monthly amount (its projection assumes it). */
  monthly_amount: moneySchema.optional(),
  /** The smallest monthly amount that gives every fund of the plan its minimum (whole baht). */
  min_amount: moneySchema.optional(),
  day_of_month: z.number().int().min(1).max(31).nullable().optional(),
  next_debit_date: isoDateSchema.nullable().optional(),
  bank: dcaBankSchema.nullable().optional(),
});
export type Dca = z.infer<typeof dcaSchema>;

/** One DCA profile (trading.dca_profiles). day_of_month 1–31. */
/** A DCA profile's own state. */
export const dcaProfileStatusSchema = z.enum(['active', 'paused', 'cancelled']);
export const dcaProfileSchema = z.object({
  profile_id: idSchema,
  fund_shortcode: z.string(),
  fund_name_th: z.string(),
  amount: moneySchema,
  day_of_month: z.number().int().min(1).max(31),
  next_date: isoDateSchema.nullable(),
  status: dcaProfileStatusSchema,
});
export type DcaProfile = z.infer<typeof dcaProfileSchema>;
