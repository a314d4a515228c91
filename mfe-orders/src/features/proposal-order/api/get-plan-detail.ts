import useSWR from 'swr';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import type { AccountType } from '@port/shared/contracts/enums';
import { planDetailSchema } from '@port/shared/contracts/plan-detail';
import { getData } from '@port/shared/http/data';

/**
 * GET port-aggregation v3/cust-port/plan/{accountType}/{planSlot} (spec §7): which plan the
 * proposal is for. Parsed with the full plan-detail contract: the SWR key is the dashboard's too,
 * so the cache must hold the same shape (a partial object there broke the plan page).
 */
export const planDetailKey = (accountType: AccountType, planSlot: number) =>
  portAggregationPaths.planDetail(accountType, planSlot);
export const getPlanDetail = (key: string) => getData(key, planDetailSchema);
export const usePlanDetail = (accountType: AccountType, planSlot: number) =>
  useSWR(planDetailKey(accountType, planSlot), getPlanDetail);
