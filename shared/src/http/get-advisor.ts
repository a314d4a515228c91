import useSWR, { type SWRConfiguration } from 'swr';
import { otherPaths } from '../contracts/api-paths';
import type { Advisor } from '../contracts/advisor';
import { getHttpClient } from './get-http-client';

/** GET /api/advisor/private/v1/advisor (spec §7). */
export const advisorKey = otherPaths.advisor;

/**
 * On failure the advisor is empty (spec §8); callers never see an error. The contract (and zod)
 * loads beside the call: the shell's partner guard runs in its first load, which has no zod (issue 19).
 */
export async function getAdvisor(): Promise<Advisor> {
  const contract = import('../contracts/advisor');
  try {
    const [{ advisorSchema }, data] = await Promise.all([contract, getHttpClient().get<unknown>(advisorKey)]);
    const parsed = advisorSchema.safeParse(data);
    if (parsed.success) return parsed.data;
  } catch {
    // the empty advisor below
  }
  return (await contract).EMPTY_ADVISOR;
}

/** SDK (webview) users skip fetching the advisor (spec §6): a null key fetches nothing. */
export function useAdvisor(enabled: boolean, config?: SWRConfiguration<Advisor>) {
  return useSWR(enabled ? advisorKey : null, getAdvisor, config);
}
