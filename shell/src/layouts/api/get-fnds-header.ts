import useSWR from 'swr';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { fndsHeaderSchema, type FndsLink } from '@port/shared/contracts/fnds';
import { getHttpClient } from '@port/shared/http/get-http-client';

/**
 * GET /api/fnds/header (spec §7: "Header and footer components call /api/fnds"): the
 * distributor's menu, shaped by the shared contract. Links that break it are left out; a failure
 * or an answer without a usable link keeps the built-in menu.
 */
export const fndsHeaderKey = otherPaths.fndsHeader;

export type FndsMenu = FndsLink;

export function parseFndsMenus(raw: unknown): FndsMenu[] | null {
  const menus = fndsHeaderSchema.shape.menus.element;
  const list = typeof raw === 'object' && raw !== null ? (raw as { menus?: unknown }).menus : undefined;
  if (!Array.isArray(list)) return null;
  const valid = list.flatMap((item) => {
    const parsed = menus.safeParse(item);
    return parsed.success && parsed.data.label.trim() !== '' ? [parsed.data] : [];
  });
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
