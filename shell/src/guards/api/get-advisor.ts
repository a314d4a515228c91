import useSWR from 'swr';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { advisorSchema, EMPTY_ADVISOR, type Advisor } from '@port/shared/contracts/advisor';
import { getHttpClient } from '@port/shared/http/get-http-client';

/** GET /api/advisor/private/v1/advisor (spec §7); on any failure the empty advisor (spec §8). */
export const advisorKey = otherPaths.advisor;

export async function getAdvisor(): Promise<Advisor> {
  try {
    return await getHttpClient().get<Advisor>(advisorKey, { schema: advisorSchema });
  } catch {
    return EMPTY_ADVISOR;
  }
}

export function useAdvisor(enabled: boolean) {
  return useSWR(enabled ? advisorKey : null, getAdvisor, { revalidateOnFocus: false });
}
