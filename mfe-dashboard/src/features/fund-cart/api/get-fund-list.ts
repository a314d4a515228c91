import useSWR from 'swr';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { fundListSchema, type Fund } from '@port/shared/contracts/fund';
import { sendData } from '@port/shared/http/data';

/** The cart's catalogue key: one request for every fund (an empty body asks for all, spec §7 fund-list). */
export const fundListKey = otherPaths.fundList;

/** POST /proxy/cart/private/api/v1/fund-list (spec §7): the funds with their latest NAV, risk and minimum. */
export const getFundList = (): Promise<Fund[]> => sendData('POST', otherPaths.fundList, {}, fundListSchema);

export function useFundList() {
  return useSWR(fundListKey, getFundList, { revalidateOnFocus: false });
}
