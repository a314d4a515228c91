import { z } from 'zod';
import { DCA_DAY_MAX, DCA_DAY_MIN } from '../domain/dca';
import { amountInputSchema, idSchema, idempotencyKeySchema, sourceSchema } from './common';
import { dcaProfileSchema, dcaSchema } from './pra';

/**
 * Monthly investing of a plan (issue 17 item 3; ours: spec §7 shows no DCA call). POST sets it up
 * or adjusts it, DELETE removes it; both carry an idempotency key, are validated, and are audited
 * with who, when and the channel in the same transaction as the change.
 */
/** What every change carries: its idempotency key and the channel it came from. */
const change = { idempotency_key: idempotencyKeySchema, source: sourceSchema.optional() };

export const dcaSetUpBodySchema = z.object({
  /** The monthly amount (baht), at least the plan's monthly minimum; it becomes the plan's monthly amount. */
  amount: amountInputSchema,
  day_of_month: z
    .number({ error: 'กรุณาเลือกวันที่หักเงิน' })
    .int('กรุณาเลือกวันที่หักเงิน')
    .min(DCA_DAY_MIN, `วันที่หักเงินต้องอยู่ระหว่าง ${DCA_DAY_MIN}–${DCA_DAY_MAX}`)
    .max(DCA_DAY_MAX, `วันที่หักเงินต้องอยู่ระหว่าง ${DCA_DAY_MIN}–${DCA_DAY_MAX}`),
  bank_id: idSchema,
  ...change,
});
export type DcaSetUpBody = z.infer<typeof dcaSetUpBodySchema>;

export const dcaRemoveBodySchema = z.object(change);
export type DcaRemoveBody = z.infer<typeof dcaRemoveBodySchema>;

/** The plan's monthly investing after the change. */
export const dcaResultSchema = z.object({
  plan_id: idSchema,
  /** Null when the plan has no monthly amount and no debit left. */
  dca: dcaSchema.nullable(),
  profiles: z.array(dcaProfileSchema),
});
export type DcaResult = z.infer<typeof dcaResultSchema>;
