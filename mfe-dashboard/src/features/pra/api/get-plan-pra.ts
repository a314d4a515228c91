import useSWR from 'swr';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import type { AccountType } from '@port/shared/contracts/enums';
import { praSchema } from '@port/shared/contracts/pra';
import type { Pra } from '@port/shared/contracts/pra';
import { getData } from '../../../lib/api';

export const planPraKey = (accountType: AccountType, planSlot: number): string =>
  portAggregationPaths.planPra(accountType, planSlot);

export const getPlanPra = (key: string): Promise<Pra> => getData(key, praSchema);

export function usePlanPra(accountType: AccountType, planSlot: number | null) {
  return useSWR(planSlot === null ? null : planPraKey(accountType, planSlot), getPlanPra);
}
