import useSWR from 'swr';
import { portPaths, withQuery } from '@port/shared/contracts/api-paths';
import { planOnlySchema } from '@port/shared/contracts/plan';
import type { PlanOnly } from '@port/shared/contracts/plan';
import { getData } from '@port/shared/http/data';

/** Deleted plans are included so the page can say the plan was deleted (spec §7 include_deleted=1). */
export const planOnlyKey = (planId: string): string => withQuery(portPaths.planOnly(planId), { include_deleted: '1' });

export const getPlanOnly = (key: string): Promise<PlanOnly> => getData(key, planOnlySchema);

export function usePlanOnly(planId: string | undefined) {
  return useSWR(planId ? planOnlyKey(planId) : null, getPlanOnly);
}
