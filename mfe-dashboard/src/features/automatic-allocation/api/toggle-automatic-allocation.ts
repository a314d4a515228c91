import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ScopedMutator } from 'swr';
import { emit } from '@port/shared/bus/event-bus';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { aaToggleBodySchema, automaticAllocationSchema } from '@port/shared/contracts/automatic-allocation';
import type { AutomaticAllocation } from '@port/shared/contracts/automatic-allocation';
import { SOURCE } from '@port/shared/contracts/common';
import type { AccountType } from '@port/shared/contracts/enums';
import { sendData } from '@port/shared/http/data';
import { automaticAllocationKey } from './get-automatic-allocation';

/** PATCH .../automatic-allocation/toggle; turning AA on carries the accepted disclaimer. */
export async function toggleAutomaticAllocation(
  mutate: ScopedMutator,
  accountType: AccountType,
  planSlot: number,
  enable: boolean,
): Promise<AutomaticAllocation> {
  const body = aaToggleBodySchema.parse(
    enable ? { enable, accept_disclaimer: true, source: SOURCE } : { enable, source: SOURCE },
  );
  const path = portPaths.automaticAllocationToggle(accountType, planSlot);
  const result = await sendData('PATCH', path, body, automaticAllocationSchema);
  await mutate(automaticAllocationKey(accountType, planSlot), result, { revalidate: false });
  await mutate(portAggregationPaths.planDetail(accountType, planSlot));
  emit('plan/changed', { planId: result.plan_id, accountType, planSlot });
  return result;
}

export function useToggleAutomaticAllocation(accountType: AccountType, planSlot: number) {
  const { mutate } = useSWRConfig();
  return useCallback(
    (enable: boolean) => toggleAutomaticAllocation(mutate, accountType, planSlot, enable),
    [mutate, accountType, planSlot],
  );
}
