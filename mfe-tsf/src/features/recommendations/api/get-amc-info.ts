import useSWR from 'swr';
import { portPaths } from '@port/shared/contracts/api-paths';
import { amcInfoListSchema, type AmcInfo } from '@port/shared/contracts/fund';
import { getData } from '@port/shared/http/data';

/** GET port public/api/v1/segregate/amc-info (spec §6 public, §7); an empty list on failure (§8). */
export const amcInfoKey = portPaths.amcInfo;
export const getAmcInfo = (key: string) => getData(key, amcInfoListSchema);

const NONE: AmcInfo[] = [];
export function useAmcInfo() {
  const { data, error } = useSWR(amcInfoKey, getAmcInfo, { revalidateOnFocus: false, shouldRetryOnError: false });
  return data ?? (error ? NONE : undefined);
}
