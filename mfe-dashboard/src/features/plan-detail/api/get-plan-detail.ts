import useSWR from 'swr';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { ERROR_MESSAGES } from '@port/shared/contracts/common';
import type { AccountType } from '@port/shared/contracts/enums';
import { hasPlanId, planDetailSchema } from '@port/shared/contracts/plan-detail';
import type { PlanDetail } from '@port/shared/contracts/plan-detail';
import { getData } from '@port/shared/http/data';

export const planDetailKey = (accountType: AccountType, planSlot: number): string =>
  portAggregationPaths.planDetail(accountType, planSlot);

/** A response without plan_id is "plan not found" (spec §5). */
export class PlanNotFoundError extends Error {
  constructor() {
    super(ERROR_MESSAGES.PLAN_NOT_FOUND);
    this.name = 'PlanNotFoundError';
  }
}

export async function getPlanDetail(key: string): Promise<PlanDetail> {
  const detail = await getData(key, planDetailSchema);
  if (!hasPlanId(detail)) throw new PlanNotFoundError();
  return detail;
}

/** A null slot (unknown or malformed) fetches nothing. */
export function usePlanDetail(accountType: AccountType, planSlot: number | null) {
  return useSWR(planSlot === null ? null : planDetailKey(accountType, planSlot), getPlanDetail);
}
