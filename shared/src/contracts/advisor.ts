import { z } from 'zod';

/** Advisor (spec §3): GET /api/advisor/private/v1/advisor. partner is compared lower-cased (spec §6). */
export const advisorSchema = z.object({
  display_name_th: z.string(),
  display_name_en: z.string(),
  license_no: z.string(),
  partner: z.string().nullable(),
  email: z.string(),
  tel: z.string(),
  line_id: z.string(),
  default: z.boolean(),
  advisor_type: z.string(),
  advisor_tier: z.string(),
});
export type Advisor = z.infer<typeof advisorSchema>;

/** Fallback on failure (spec §8: "advisor: empty advisor"). */
export const EMPTY_ADVISOR: Advisor = {
  display_name_th: '',
  display_name_en: '',
  license_no: '',
  partner: null,
  email: '',
  tel: '',
  line_id: '',
  default: true,
  advisor_type: '',
  advisor_tier: '',
};
