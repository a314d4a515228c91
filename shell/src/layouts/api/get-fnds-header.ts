import useSWR from 'swr';
import { otherPaths } from '@port/shared/contracts/api-paths';
import type { FndsLink } from '@port/shared/contracts/fnds';
import { getHttpClient } from '@port/shared/http/get-http-client';

/**
 * GET /api/fnds/header (spec §7: "Header and footer components call /api/fnds"): the
 * distributor's menu, shaped by the shared contract. Links that break it are left out; a failure
 * or an answer without a usable link keeps the built-in menu.
 */
export const fndsHeaderKey = otherPaths.fndsHeader;

export type FndsMenu = FndsLink;

export async function getFndsMenus(): Promise<FndsMenu[] | null> {
  try {
    const [{ parseFndsMenus }, raw] = await Promise.all([
      import(/* webpackChunkName: "response-schemas" */ './parse-fnds'),
      getHttpClient().get<unknown>(fndsHeaderKey),
    ]);
    return parseFndsMenus(raw);
  } catch {
    return null;
  }
}

export function useFndsMenus() {
  return useSWR(fndsHeaderKey, getFndsMenus, { revalidateOnFocus: false });
}
