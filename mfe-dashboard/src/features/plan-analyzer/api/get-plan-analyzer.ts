import useSWR from 'swr';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import type { AccountType } from '@port/shared/contracts/enums';
import { plansSummarySchema, type PlansSummary } from '@port/shared/contracts/plans-summary';
import { getData } from '@port/shared/http/data';

export const planAnalyzerKey = (accountType: AccountType, planSlot: number): string =>
  portAggregationPaths.planAnalyzer(accountType, planSlot);

const getPlanAnalyzer = (key: string): Promise<PlansSummary> => getData(key, plansSummarySchema);

/**
 * One plan's own summary and investment proportion (spec §7 GET v2/cust-port/plan/{accountType}/{planSlot}/analyzer);
 * not asked (null key) when `enabled` is false, e.g. a plan that holds nothing yet.
 */
export function usePlanAnalyzer(accountType: AccountType, planSlot: number, enabled: boolean) {
  return useSWR(enabled ? planAnalyzerKey(accountType, planSlot) : null, getPlanAnalyzer);
}
