import useSWR, { type SWRConfiguration } from 'swr';
import { otherPaths } from '../contracts/api-paths';
import { advisorSchema, EMPTY_ADVISOR } from '../contracts/advisor';
import type { Advisor } from '../contracts/advisor';
import { getData } from './data';

/** GET /api/advisor/private/v1/advisor (spec §7). */
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
export function useAdvisor(enabled: boolean, config?: SWRConfiguration<Advisor>) {
  return useSWR(enabled ? advisorKey : null, getAdvisor, config);
}
