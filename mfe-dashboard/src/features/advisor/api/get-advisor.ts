import useSWR from 'swr';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { advisorSchema, EMPTY_ADVISOR } from '@port/shared/contracts/advisor';
import type { Advisor } from '@port/shared/contracts/advisor';
import { getData } from '../../../lib/api';

export const advisorKey = otherPaths.advisor;

/** On failure the advisor is empty (spec §8); callers never see an error. */
export async function getAdvisor(): Promise<Advisor> {
  try {
    return await getData(advisorKey, advisorSchema);
  } catch {
    return EMPTY_ADVISOR;
  }
}

/** SDK (webview) users skip fetching the advisor (spec §6): a null key fetches nothing. */
export function useAdvisor(enabled: boolean) {
  return useSWR(enabled ? advisorKey : null, getAdvisor);
}
