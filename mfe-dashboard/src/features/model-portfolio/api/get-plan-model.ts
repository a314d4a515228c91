import useSWR from 'swr';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import type { AccountType } from '@port/shared/contracts/enums';
import { modelPortSchema } from '@port/shared/contracts/model-port';
import type { ModelPort } from '@port/shared/contracts/model-port';
import { getData } from '@port/shared/http/data';

export const planModelKey = (accountType: AccountType, planSlot: number): string =>
  portAggregationPaths.planModel(accountType, planSlot);

export const getPlanModel = (key: string): Promise<ModelPort> => getData(key, modelPortSchema);

/** Fetched only when the plan has a model port (spec §3 plan flags). */
export function usePlanModel(accountType: AccountType, planSlot: number, hasModel: boolean) {
  return useSWR(hasModel ? planModelKey(accountType, planSlot) : null, getPlanModel);
}
