import useSWR from 'swr';
import { portAggregationPaths, withQuery } from '@port/shared/contracts/api-paths';
import type { AccountType } from '@port/shared/contracts/enums';
import { plansSummarySchema } from '@port/shared/contracts/plans-summary';
import type { PlansSummary } from '@port/shared/contracts/plans-summary';
import { getData } from '@port/shared/http/data';

export const plansSummaryKey = (filter?: AccountType): string => withQuery(portAggregationPaths.analyzer, { filter });

export const getPlansSummary = (key: string): Promise<PlansSummary> => getData(key, plansSummarySchema);

/** Asset summary and investment proportion (spec §3 "Plans summary"), optionally filtered. */
export function usePlansSummary(filter?: AccountType) {
  return useSWR(plansSummaryKey(filter), getPlansSummary);
}
