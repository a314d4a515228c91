import { z } from 'zod';
import { moneySchema } from './common';
import { advisorSchema } from './advisor';

/**
 * Service level (spec §3): GET /api/lead/private/v1/customer/service-level.
 * `data` is null when the customer has none; the fallback on failure is null too (spec §8).
 */
export const serviceLevelSchema = z.object({
  name_th: z.string(),
  service_level: z.string(),
  internal_service_level: z.string(),
  short_code: z.string(),
  cost: moneySchema,
  market_value: moneySchema,
  opt_in: z.boolean(),
  advisor: advisorSchema.nullable(),
});
export type ServiceLevel = z.infer<typeof serviceLevelSchema>;
export const serviceLevelResponseSchema = serviceLevelSchema.nullable();
