import useSWR from 'swr';
import { otherPaths } from '../contracts/api-paths';
import { serviceLevelResponseSchema } from '../contracts/service-level';
import type { ServiceLevel } from '../contracts/service-level';
import { getData } from './data';

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
