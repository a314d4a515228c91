import { z } from 'zod';

/**
 * Deployment settings the server injects into index.html as `window.__PORT_CONFIG__`
 * (spec §9: HTTP timeout is a deployment value; debug logging is a deployment setting).
 * The shell reads its own keys (mainSiteUrl, openAppUrl) from the same object.
 * A malformed field is ignored on its own, so one bad value never drops the others.
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
export interface RuntimeConfig {
  httpTimeoutMs?: number;
  debug?: boolean;
  maintenance?: boolean;
}

declare global {
  interface Window {
    __PORT_CONFIG__?: unknown;
  }
}

export const parseRuntimeConfig = (raw: unknown): RuntimeConfig => {
  const parsed = runtimeConfigSchema.safeParse(raw);
  if (!parsed.success) return {};
  const { httpTimeoutMs, timeoutMs, debug, maintenance } = parsed.data;
  const timeout = httpTimeoutMs ?? timeoutMs;
  return {
    ...(timeout !== undefined ? { httpTimeoutMs: timeout } : {}),
    ...(debug !== undefined ? { debug } : {}),
    ...(maintenance !== undefined ? { maintenance } : {}),
  };
};

/** Reads window.__PORT_CONFIG__; a missing or invalid value gives {} (defaults apply). */
export const readRuntimeConfig = (): RuntimeConfig =>
  parseRuntimeConfig((globalThis as { __PORT_CONFIG__?: unknown }).__PORT_CONFIG__);
