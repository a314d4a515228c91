import useSWR from 'swr';
import { portPaths } from '@port/shared/contracts/api-paths';
import { marketTimingSchema, type MarketTiming } from '@port/shared/contracts/model-port';
import { getData } from '@port/shared/http/data';

const getMarketTiming = (key: string): Promise<MarketTiming> => getData(key, marketTimingSchema);

/** The plan's market-timing detail (spec §7 GET market-timing/{id}, id = the plan's id); asked only while shown (null). */
export function useMarketTiming(planId: string | null) {
  return useSWR(planId ? portPaths.marketTiming(planId) : null, getMarketTiming);
}
