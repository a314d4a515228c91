import useSWR from 'swr';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { fndsFooterSchema, type FndsFooter } from '@port/shared/contracts/fnds';
import { getHttpClient } from '@port/shared/http/get-http-client';

/**
 * GET /api/fnds/footer (spec §7: "Header and footer components call /api/fnds"), shaped by the
 * shared contract. Links that break it are left out; an answer without the texts falls back to
 * the built-in footer text.
 */
export const fndsFooterKey = otherPaths.fndsFooter;

export function parseFndsFooter(raw: unknown): FndsFooter | null {
  const texts = fndsFooterSchema.omit({ links: true }).safeParse(raw);
  if (!texts.success) return null;
  const links = (raw as { links?: unknown }).links;
  const link = fndsFooterSchema.shape.links.element;
  return {
    ...texts.data,
    links: (Array.isArray(links) ? links : []).flatMap((item) => {
      const parsed = link.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
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
