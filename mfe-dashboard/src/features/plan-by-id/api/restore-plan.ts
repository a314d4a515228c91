import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { emit } from '@port/shared/bus/event-bus';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { SOURCE } from '@port/shared/contracts/common';
import { planRefSchema, type PlanRef, type SwitchTempPlanBody } from '@port/shared/contracts/plan';
import { sendData } from '@port/shared/http/data';
import { planOnlyKey } from './get-plan-only';

/**
 * Restore a delete-flagged plan (spec §7 PATCH switch-temp-plan; docs/spec-coverage.md says why this
 * is what the call means here): the plan comes back to the lists in its own slot.
 */
export function useRestorePlan() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (planId: string): Promise<PlanRef> => {
      const body: SwitchTempPlanBody = { plan_id: planId, source: SOURCE };
      const ref = await sendData('PATCH', portPaths.switchTempPlan, body, planRefSchema);
      await Promise.all([mutate(portAggregationPaths.planList), mutate(planOnlyKey(planId))]);
      emit('plan/changed', { planId: ref.plan_id, accountType: ref.account_type, planSlot: ref.plan_slot });
      return ref;
    },
    [mutate],
  );
}
