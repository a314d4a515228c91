import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { emit } from '@port/shared/bus/event-bus';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import type { AccountType } from '@port/shared/contracts/enums';
import { planRefSchema } from '@port/shared/contracts/plan';
import type { PlanRef } from '@port/shared/contracts/plan';
import { sendData } from '@port/shared/http/data';

/**
 * Delete-flag (spec §1): DELETE on the plan's path. The plan leaves the lists but stays readable
 * by id (plan-id page with include_deleted=1). The plan list is revalidated.
 */
export function useDeletePlan(accountType: AccountType, planSlot: number) {
  const { mutate } = useSWRConfig();
  return useCallback(async (): Promise<PlanRef> => {
    const ref = await sendData('DELETE', portPaths.updatePlan(accountType, planSlot), undefined, planRefSchema);
    await mutate(portAggregationPaths.planList);
    emit('plan/changed', { planId: ref.plan_id, accountType, planSlot });
    return ref;
  }, [mutate, accountType, planSlot]);
}
