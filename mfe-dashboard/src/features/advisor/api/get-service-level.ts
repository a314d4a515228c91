import useSWR from 'swr';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { serviceLevelResponseSchema } from '@port/shared/contracts/service-level';
import type { ServiceLevel } from '@port/shared/contracts/service-level';
import { getData } from '../../../lib/api';

export const serviceLevelKey = otherPaths.serviceLevel;

/** On failure the service level is empty (spec §8). */
export async function getServiceLevel(): Promise<ServiceLevel | null> {
  try {
    return await getData(serviceLevelKey, serviceLevelResponseSchema);
  } catch {
    return null;
  }
}

export function useServiceLevel() {
  return useSWR(serviceLevelKey, getServiceLevel);
}
