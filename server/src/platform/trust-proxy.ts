/**
 * Fastify's trustProxy from TRUST_PROXY (issue 12 item 5): never "trust everyone", so a client
 * cannot pick its own address for rate limits by sending X-Forwarded-For. 'false' → no proxy,
 * a number → that many hops, else a comma-separated list of addresses, CIDRs or 'loopback'.
 */
export function trustProxySetting(value: string): boolean | number | string[] {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
