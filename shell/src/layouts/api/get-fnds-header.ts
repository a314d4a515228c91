import useSWR from 'swr';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { getHttpClient } from '@port/shared/http/get-http-client';

/**
 * GET /api/fnds/header (spec §7: "Header and footer components call /api/fnds"): the
 * distributor's menu. Payload "not shown" in the spec and without a shared contract yet, so it is
 * checked here; a failure or malformed answer keeps the built-in menu.
 */
export const fndsHeaderKey = otherPaths.fndsHeader;

export interface FndsMenu {
  label: string;
  url: string;
}

const isSafeUrl = (url: string) => (url.startsWith('/') && !url.startsWith('//')) || /^https?:\/\//.test(url);

export function parseFndsMenus(raw: unknown): FndsMenu[] | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const menus = (raw as { menus?: unknown }).menus;
  if (!Array.isArray(menus)) return null;
  const valid = menus.filter(
    (menu): menu is FndsMenu =>
      typeof menu === 'object' &&
      menu !== null &&
      typeof menu.label === 'string' &&
      menu.label.trim() !== '' &&
      typeof menu.url === 'string' &&
      isSafeUrl(menu.url),
  );
  return valid.length ? valid : null;
}

export async function getFndsMenus(): Promise<FndsMenu[] | null> {
  try {
    return parseFndsMenus(await getHttpClient().get<unknown>(fndsHeaderKey));
  } catch {
    return null;
  }
}

export function useFndsMenus() {
  return useSWR(fndsHeaderKey, getFndsMenus, { revalidateOnFocus: false });
}
