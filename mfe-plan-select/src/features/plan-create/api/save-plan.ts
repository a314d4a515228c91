import { useSWRConfig } from 'swr';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import type { AccountType } from '@port/shared/contracts/enums';
import { planRefSchema, type PlanBody, type PlanRef } from '@port/shared/contracts/plan';
import { sendData } from '@port/shared/http/data';
import { runMutation } from '@port/shared/http/mutation';

/** The plan list of the dashboard (spec §4: cached 5 minutes unless refreshed): refreshed after a save. */
const planListKey = portAggregationPaths.planList;

/**
 * POST private/api/v2/customer-port/plan/{accountType} with an idempotency key (a double click
 * sends the same key: one plan), or PATCH …/{accountType}/{planSlot} when editing (spec §7).
 */
export function useSavePlan() {
  const { mutate } = useSWRConfig();
  return (
    target: { accountType: AccountType; planSlot: number | null; idempotencyKey: string },
    body: PlanBody,
  ): Promise<PlanRef> =>
    runMutation(mutate, {
      send: () =>
        target.planSlot === null
          ? sendData(
              'POST',
              portPaths.createPlan(target.accountType),
              { ...body, idempotency_key: target.idempotencyKey },
              planRefSchema,
            )
          : sendData('PATCH', portPaths.updatePlan(target.accountType, target.planSlot), body, planRefSchema),
      revalidate: (ref) => [planListKey, portPaths.planCreatePlan(ref.plan_id)],
      announce: (ref) => ({
        name: 'plan/changed',
        payload: { planId: ref.plan_id, accountType: ref.account_type, planSlot: ref.plan_slot },
      }),
    });
}
