import useSWR from 'swr';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import type { PlanListData } from '@port/shared/contracts/plan-list';
import { getData } from '@port/shared/http/data';
import { PLAN_LIST_CACHE_MS } from '@port/shared/domain/constants';

export const planListKey = portAggregationPaths.planList;

export const getPlanList = (): Promise<PlanListData> => getData(planListKey, planListDataSchema);

/**
 * The plan list is cached for 5 minutes unless a refresh is forced (spec §4, §9): screens that
 * mount within 5 minutes of the last fetch reuse it (deduped); later ones fetch again. The
 * refresh button calls `mutate()`, which is never deduped. `ask` false asks nothing (a page that
 * has nothing to show, e.g. an invalid plan slot).
 */
export function usePlanList(ask = true) {
  return useSWR(ask ? planListKey : null, getPlanList, {
    dedupingInterval: PLAN_LIST_CACHE_MS,
    refreshInterval: PLAN_LIST_CACHE_MS,
    revalidateOnFocus: false,
  });
}
