import useSWR from 'swr';
import { otherPaths } from '@port/shared/contracts/api-paths';
import type { FndsFooter } from '@port/shared/contracts/fnds';
import { getHttpClient } from '@port/shared/http/get-http-client';

/**
 * GET /api/fnds/footer (spec §7: "Header and footer components call /api/fnds"), shaped by the
 * shared contract. Links that break it are left out; an answer without the texts falls back to
 * the built-in footer text.
 */
export const fndsFooterKey = otherPaths.fndsFooter;

export async function getFndsFooter(): Promise<FndsFooter | null> {
  try {
    const [{ parseFndsFooter }, raw] = await Promise.all([
      import(/* webpackChunkName: "response-schemas" */ './parse-fnds'),
      getHttpClient().get<unknown>(fndsFooterKey),
    ]);
    return parseFndsFooter(raw);
  } catch {
    return null;
  }
}

export function useFndsFooter() {
  return useSWR(fndsFooterKey, getFndsFooter, { revalidateOnFocus: false });
}
