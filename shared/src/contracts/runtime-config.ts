/**
 * Deployment settings the server injects into index.html as `window.__PORT_CONFIG__`
 * (spec §9: HTTP timeout is a deployment value; debug logging is a deployment setting).
 * The shell reads its own keys (mainSiteUrl, openAppUrl) from the same object.
 * A malformed field is ignored on its own, so one bad value never drops the others.
 * Read without zod: the shared http client reads it in the shell's first load, which does not
 * load zod (issue 19 item 2); `@port/shared/config/runtime-config` keeps the released zod schema.
 */
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

const timeout = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1000 && value <= 600_000 ? value : undefined;
const flag = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

export const parseRuntimeConfig = (raw: unknown): RuntimeConfig => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const source = raw as Record<string, unknown>;
  const httpTimeoutMs = timeout(source.httpTimeoutMs) ?? timeout(source.timeoutMs);
  const debug = flag(source.debug);
  const maintenance = flag(source.maintenance);
  return {
    ...(httpTimeoutMs !== undefined ? { httpTimeoutMs } : {}),
    ...(debug !== undefined ? { debug } : {}),
    ...(maintenance !== undefined ? { maintenance } : {}),
  };
};

/** Reads window.__PORT_CONFIG__; a missing or invalid value gives {} (defaults apply). */
export const readRuntimeConfig = (): RuntimeConfig =>
  parseRuntimeConfig((globalThis as { __PORT_CONFIG__?: unknown }).__PORT_CONFIG__);
