import useSWR from 'swr';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import type { AccountType } from '@port/shared/contracts/enums';
import { planDetailRefSchema } from '@port/shared/contracts/checkout-panel';
import { getData } from '@port/shared/http/data';

/** GET port-aggregation v3/cust-port/plan/{accountType}/{planSlot} (spec §7): only the plan id and name. */
export const planDetailKey = (accountType: AccountType, planSlot: number) => portAggregationPaths.planDetail(accountType, planSlot);
export const getPlanDetail = (key: string) => getData(key, planDetailRefSchema);
export const usePlanDetail = (accountType: AccountType, planSlot: number) => useSWR(planDetailKey(accountType, planSlot), getPlanDetail);
