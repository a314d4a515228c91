import useSWR from 'swr';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { getData } from '@port/shared/http/data';

/** GET port-aggregation v3/cust-port/plan (spec §7): where the customer's tax-saving plan is found. */
export const planListKey = portAggregationPaths.planList;
export const getPlanList = (key: string) => getData(key, planListDataSchema);
export const usePlanList = (signedIn: boolean) =>
  useSWR(signedIn ? planListKey : null, getPlanList, { revalidateOnFocus: false });
