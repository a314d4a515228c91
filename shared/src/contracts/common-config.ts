import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema } from './common';

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

/**
 * The server's business clock (ours, issue 21 item 5): GET /api/port-aggregation/public/v1/common/business-clock.
 * What a screen takes "today" and the tax year from, so it agrees with what the server computes
 * (pinned with BUSINESS_CLOCK_AT in demos and tests). `today` is the Bangkok date.
 */
export const businessClockSchema = z.object({ now: isoDateTimeSchema, today: isoDateSchema });
export type BusinessClock = z.infer<typeof businessClockSchema>;
