import { z } from 'zod';

/**
 * The zod schema of `window.__PORT_CONFIG__`, an export of released @port/shared versions (kept so
 * remotes built against them still load). The reading itself lives in
 * `@port/shared/contracts/runtime-config` without zod (issue 19 item 2); runtime-config.test.ts
 * checks that the two agree.
 */
const timeoutSchema = z.number().int().min(1000).max(600_000).optional().catch(undefined);
export const runtimeConfigSchema = z.object({
  httpTimeoutMs: timeoutSchema,
  /** Accepted as an alias of httpTimeoutMs. */
  timeoutMs: timeoutSchema,
  debug: z.boolean().optional().catch(undefined),
  /** Maintenance mode (spec §4: set by a deployment flag). */
  maintenance: z.boolean().optional().catch(undefined),
});
export { parseRuntimeConfig, readRuntimeConfig, type RuntimeConfig } from '../contracts/runtime-config';
