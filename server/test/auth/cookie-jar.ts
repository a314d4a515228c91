/** A tiny cookie jar for one origin, enough to drive the sign-in flow with fetch. */
export type StoredCookie = { name: string; value: string; path: string; attributes: string[] };

export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();

  /** Stores the Set-Cookie headers of a response; returns them parsed for assertions. */
  store(response: Response): StoredCookie[] {
    const parsed = response.headers.getSetCookie().map(parseSetCookie);
    for (const cookie of parsed) {
      const expired =
        cookie.attributes.some((a) => /^max-age=0$/i.test(a)) ||
        cookie.attributes.some((a) => /^expires=/i.test(a) && Date.parse(a.slice(8)) <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie);
    }
    return parsed;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  set(name: string, value: string, path = '/'): void {
    this.cookies.set(name, { name, value, path, attributes: [] });
  }

  header(url: string): string {
    const path = new URL(url).pathname;
    return [...this.cookies.values()]
      .filter((c) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }
}

export function parseSetCookie(header: string): StoredCookie {
  const [pair = '', ...rest] = header.split(';').map((part) => part.trim());
  const index = pair.indexOf('=');
  const attributes = rest.filter(Boolean);
  const pathAttr = attributes.find((a) => /^path=/i.test(a));
  return {
    name: pair.slice(0, index),
    value: pair.slice(index + 1),
    path: pathAttr ? pathAttr.slice(5) : '/',
    attributes,
  };
}

/** fetch without following redirects, sending and storing the jar's cookies. */
export async function request(
  jar: CookieJar,
  url: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  const cookie = jar.header(url);
  if (cookie) headers.cookie = cookie;
  const response = await fetch(url, { method: init.method ?? 'GET', body: init.body, headers, redirect: 'manual' });
  jar.store(response);
  return response;
}

export function location(response: Response, base: string): string {
  const value = response.headers.get('location');
  if (!value) throw new Error(`no Location header (status ${response.status})`);
  return new URL(value, base).href;
}
