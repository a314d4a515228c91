import { z } from 'zod';

/** Common config (spec §3): GET /api/port-aggregation/public/v1/common/config. */
export const commonConfigSchema = z.object({
  plan_list: z
    .object({
      analyzer: z.object({ enable: z.boolean().default(true) }).default({ enable: true }),
    })
    .default({ analyzer: { enable: true } }),
});
export type CommonConfig = z.output<typeof commonConfigSchema>;

/** Fallback on failure (spec §8: "common config: defaults"). */
export const DEFAULT_COMMON_CONFIG: CommonConfig = { plan_list: { analyzer: { enable: true } } };
