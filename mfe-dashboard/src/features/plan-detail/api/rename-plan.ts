import { mutate } from 'swr';
import { portPaths } from '@port/shared/contracts/api-paths';
import { SOURCE } from '@port/shared/contracts/common';
import { planRefSchema, renamePlanBodySchema } from '@port/shared/contracts/plan';
import type { PlanRef } from '@port/shared/contracts/plan';
import { emit } from '@port/shared/bus/event-bus';
import { sendData } from '../../../lib/api';
import { planListKeyForRevalidation } from '../model/plan-keys';

/** PATCH .../plan/{planId}/name (spec §7), then refresh the plan and the plan list. */
export async function renamePlan(planId: string, planName: string, planDetailKey: string): Promise<PlanRef> {
  const body = renamePlanBodySchema.parse({ plan_name: planName, source: SOURCE });
  const ref = await sendData('PATCH', portPaths.renamePlan(planId), body, planRefSchema);
  await Promise.all([mutate(planDetailKey), mutate(planListKeyForRevalidation)]);
  emit('plan/changed', { planId });
  return ref;
}
