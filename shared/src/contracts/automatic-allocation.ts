import { z } from 'zod';
import { idSchema, isoDateTimeSchema, sourceSchema } from './common';
import { autoAllocationStateSchema } from './enums';

/** GET port private/api/v1/customer-port/plan/{accountType}/{planSlot}/automatic-allocation. */
export const automaticAllocationSchema = z.object({
  plan_id: idSchema,
  state: autoAllocationStateSchema,
  can_enable: z.boolean(),
  is_job_running: z.boolean(),
  updated_at: isoDateTimeSchema.nullable(),
  error_code: z.string().nullable(),
  error_message: z.string().nullable(),
});
export type AutomaticAllocation = z.infer<typeof automaticAllocationSchema>;

/** PATCH .../automatic-allocation/toggle (fields not shown; ours): the wanted state. */
export const aaToggleBodySchema = z.object({
  enable: z.boolean(),
  accept_disclaimer: z.literal(true, { message: 'กรุณายอมรับเงื่อนไขก่อนเปิดใช้งาน' }).optional(),
  source: sourceSchema,
});
export type AaToggleBody = z.infer<typeof aaToggleBodySchema>;

/** PATCH .../feature-acknowledgement (fields not shown; ours). */
export const featureAcknowledgementBodySchema = z.object({
  feature: z.enum(['aa_welcome']),
  source: sourceSchema,
});
export type FeatureAcknowledgementBody = z.infer<typeof featureAcknowledgementBodySchema>;
/** Result: the acknowledged feature's welcome is no longer to be shown. */
export const featureAcknowledgementResultSchema = z.object({ aa_welcome: z.literal(false) });
export type FeatureAcknowledgementResult = z.infer<typeof featureAcknowledgementResultSchema>;

/** The static disclaimer file on the content host: `{ data: { description } }`. */
export const aaDisclaimerFileSchema = z.object({ data: z.object({ description: z.string() }) });
export type AaDisclaimerFile = z.infer<typeof aaDisclaimerFileSchema>;
