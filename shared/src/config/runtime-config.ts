import { z } from 'zod';

/**
 * Deployment settings the server injects into index.html as `window.__PORT_CONFIG__`
 * (spec §9: HTTP timeout is a deployment value; debug logging is a deployment setting).
 */
export const runtimeConfigSchema = z.object({
  httpTimeoutMs: z.number().int().min(1000).max(600_000).optional(),
  debug: z.boolean().optional(),
  maintenance: z.boolean().optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

declare global {
  interface Window {
    __PORT_CONFIG__?: unknown;
  }
}

/** Reads and validates window.__PORT_CONFIG__; an invalid or missing value gives {}. */
export const readRuntimeConfig = (): RuntimeConfig => {
  if (typeof window === 'undefined') return {};
  const parsed = runtimeConfigSchema.safeParse(window.__PORT_CONFIG__);
  return parsed.success ? parsed.data : {};
};
