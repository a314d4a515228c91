export const DEFAULT_RETURN_PATH = '/dashboard';

// Paths that would loop back into the sign-in flow.
const LOOPING_PREFIXES = ['/login', '/auth/'];

/**
 * Returns a same-origin path (path + search + hash) for a return_url, or '/dashboard'.
 * Rejects absolute URLs to other hosts, protocol-relative '//host', 'javascript:' and other
 * schemes, backslashes (browsers read '\' as '/'), control characters and sign-in paths.
 */
export const toSafeReturnPath = (input: string | null | undefined, origin: string): string => {
  if (!input) return DEFAULT_RETURN_PATH;
  const value = input.trim();
  // eslint-disable-next-line no-control-regex
  if (value === '' || value.includes('\\') || /[\u0000-\u001f\u007f]/.test(value)) return DEFAULT_RETURN_PATH;
  if (value.startsWith('//')) return DEFAULT_RETURN_PATH;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return DEFAULT_RETURN_PATH;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return DEFAULT_RETURN_PATH;
  if (url.origin !== base.origin) return DEFAULT_RETURN_PATH;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith('//')) return DEFAULT_RETURN_PATH;
  if (LOOPING_PREFIXES.some((prefix) => url.pathname === prefix || url.pathname.startsWith(prefix))) {
    return DEFAULT_RETURN_PATH;
  }
  return path;
};
