import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ScopedMutator } from 'swr';
import { emit } from '@port/shared/bus/event-bus';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { SOURCE } from '@port/shared/contracts/common';
import { planRefSchema, renamePlanBodySchema } from '@port/shared/contracts/plan';
import type { PlanRef } from '@port/shared/contracts/plan';
import { sendData } from '@port/shared/http/data';

/** PATCH .../plan/{planId}/name (spec §7), then refresh the plan and the plan list (its key is its URL). */
export async function renamePlan(
  mutate: ScopedMutator,
  planId: string,
  planName: string,
  planDetailKey: string,
): Promise<PlanRef> {
  const body = renamePlanBodySchema.parse({ plan_name: planName, source: SOURCE });
  const ref = await sendData('PATCH', portPaths.renamePlan(planId), body, planRefSchema);
  await Promise.all([mutate(planDetailKey), mutate(portAggregationPaths.planList)]);
  emit('plan/changed', { planId, accountType: ref.account_type, planSlot: ref.plan_slot });
  return ref;
}

export function useRenamePlan(planDetailKey: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    (planId: string, planName: string) => renamePlan(mutate, planId, planName, planDetailKey),
    [mutate, planDetailKey],
  );
}
