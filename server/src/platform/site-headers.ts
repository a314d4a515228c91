/**
 * Headers every origin we serve sends (issue 12 item 4; OWASP ASVS 5.0 §3.4): the app host, the
 * remote hosts and the embedded identity provider. HSTS only when that origin is https.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';
export const HSTS = 'max-age=31536000; includeSubDomains';

export function siteHeaders(origin: string): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  if (origin.startsWith('https://')) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}
