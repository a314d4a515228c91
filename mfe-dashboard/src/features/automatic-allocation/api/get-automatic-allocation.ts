import useSWR from 'swr';
import { portPaths } from '@port/shared/contracts/api-paths';
import { automaticAllocationSchema } from '@port/shared/contracts/automatic-allocation';
import type { AutomaticAllocation } from '@port/shared/contracts/automatic-allocation';
import type { AccountType } from '@port/shared/contracts/enums';
import { getData } from '@port/shared/http/data';

export const automaticAllocationKey = (accountType: AccountType, planSlot: number): string =>
  portPaths.automaticAllocation(accountType, planSlot);

export const getAutomaticAllocation = (key: string): Promise<AutomaticAllocation> => getData(key, automaticAllocationSchema);

/** While the AA job runs (issue 22 item 4), look again every so often so the panel sees it finish. */
export const AA_JOB_POLL_MS = 10_000;

export function useAutomaticAllocation(accountType: AccountType, planSlot: number | null) {
  return useSWR(planSlot === null ? null : automaticAllocationKey(accountType, planSlot), getAutomaticAllocation, {
    refreshInterval: (latest?: AutomaticAllocation) => (latest?.is_job_running ? AA_JOB_POLL_MS : 0),
  });
}
