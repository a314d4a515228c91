import useSWR from 'swr';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { getHttpClient } from '@port/shared/http/get-http-client';

/**
 * GET /api/fnds/footer (spec §7: "Header and footer components call /api/fnds"). The payload is
 * "not shown" in the spec and has no shared contract yet, so it is checked field by field here;
 * anything malformed falls back to the built-in footer text.
 */
export const fndsFooterKey = otherPaths.fndsFooter;

export interface FndsLink {
  label: string;
  url: string;
}
export interface FndsFooter {
  company_name: string;
  address: string;
  tel: string;
  email: string;
  links: FndsLink[];
  copyright: string;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isSafeUrl = (url: string) => url.startsWith('/') || /^https?:\/\//.test(url);

export function parseFndsFooter(raw: unknown): FndsFooter | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const data = raw as Record<string, unknown>;
  const texts = ['company_name', 'address', 'tel', 'email', 'copyright'] as const;
  if (!texts.every((key) => isString(data[key]))) return null;
  const links = Array.isArray(data.links) ? data.links : [];
  return {
    company_name: data.company_name as string,
    address: data.address as string,
    tel: data.tel as string,
    email: data.email as string,
    copyright: data.copyright as string,
    links: links.filter(
      (link): link is FndsLink =>
        typeof link === 'object' && link !== null && isString(link.label) && isString(link.url) && isSafeUrl(link.url),
    ),
  };
}

export async function getFndsFooter(): Promise<FndsFooter | null> {
  try {
    return parseFndsFooter(await getHttpClient().get<unknown>(fndsFooterKey));
  } catch {
    return null;
  }
}

export function useFndsFooter() {
  return useSWR(fndsFooterKey, getFndsFooter, { revalidateOnFocus: false });
}
