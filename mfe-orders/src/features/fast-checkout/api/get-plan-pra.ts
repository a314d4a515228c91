import useSWR from 'swr';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import type { AccountType } from '@port/shared/contracts/enums';
import { praSchema } from '@port/shared/contracts/pra';
import { getData } from '@port/shared/http/data';

/** GET port-aggregation v2/cust-port/plan/{accountType}/{planSlot}/pra (spec §7): the PRA amount and its bank. */
export const getPlanPra = (key: string) => getData(key, praSchema);
export const usePlanPra = (accountType: AccountType, planSlot: number, enabled: boolean) =>
  useSWR(enabled ? portAggregationPaths.planPra(accountType, planSlot) : null, getPlanPra, { revalidateOnFocus: false });
