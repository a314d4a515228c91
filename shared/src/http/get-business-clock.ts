import useSWR from 'swr';
import { portAggregationPaths } from '../contracts/api-paths';
import { businessClockSchema } from '../contracts/common-config';
import { getData } from './data';

export const businessClockKey = portAggregationPaths.businessClock;

/** The server's business "now" (issue 21 item 5); null on failure, so the screen keeps the browser's clock. */
export async function getBusinessNow(): Promise<Date | null> {
  try {
    return new Date((await getData(businessClockKey, businessClockSchema)).now);
  } catch {
    return null;
  }
}

/** The server's business "now" once known; `enabled` false skips the call (a test that pins its own clock). */
export function useBusinessNow(enabled = true): Date | null | undefined {
  return useSWR(enabled ? businessClockKey : null, getBusinessNow).data;
}
