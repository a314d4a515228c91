import useSWR from 'swr';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { getData } from '@port/shared/http/data';

/** The can_oa flags come with the plan list (spec §3); the landing reads them fresh, not the 5-minute copy. */
export const planListKey = portAggregationPaths.planList;

export const getPlanList = (key: string) => getData(key, planListDataSchema);

export const useCanOa = (enabled: boolean) => {
  const result = useSWR(enabled ? planListKey : null, getPlanList, { revalidateOnFocus: false });
  return { ...result, canOa: result.data?.can_oa };
};
