import useSWR from 'swr';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import type { AccountType } from '@port/shared/contracts/enums';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { getData } from '@port/shared/http/data';

/**
 * `…/create?action=2&planSlot=N[&accountType=segregate]` without a planId: the id of the customer's plan
 * in that slot of that account (omnibus by default), from the plan list (spec §7 v3/cust-port/plan). Null key when the id is known already.
 */
export function usePlanIdOfSlot(planSlot: number | null, accountType: AccountType = 'omnibus') {
  const { data, error } = useSWR(
    planSlot ? portAggregationPaths.planList : null,
    (key: string) => getData(key, planListDataSchema),
    { revalidateOnFocus: false },
  );
  const plan = data?.accounts
    .filter((a) => a.account_type === accountType)
    .flatMap((a) => a.plans)
    .find((p) => p.plan_slot === planSlot);
  return { planId: plan?.plan_id ?? null, missing: Boolean(data) && !plan, error };
}
