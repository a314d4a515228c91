import useSWR from 'swr';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import type { AccountType } from '@port/shared/contracts/enums';
import { planListDataSchema, type PlanListData } from '@port/shared/contracts/plan-list';
import { getData } from '@port/shared/http/data';

/**
 * GET port-aggregation v3/cust-port/plan (spec §7): whether the signed-in customer has the fund
 * account a new plan goes into (the server's own rule: createPlan refuses 422 NO_ACCOUNT without
 * it) and the account (oa) status that says where an application stands (issue 17 "Why" 8).
 */
export type AccountStanding = { ready: true } | { ready: false; oaStatus: PlanListData['visual_status']['oa'] } | null;

export function useAccountStanding(enabled: boolean, accountType: AccountType): AccountStanding {
  const { data } = useSWR(enabled ? portAggregationPaths.planList : null, (key: string) => getData(key, planListDataSchema), {
    revalidateOnFocus: false,
  });
  if (!data) return null;
  return data.accounts.some((a) => a.account_type === accountType)
    ? { ready: true }
    : { ready: false, oaStatus: data.visual_status.oa };
}
