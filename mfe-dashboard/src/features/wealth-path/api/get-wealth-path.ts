import useSWR from 'swr';
import { portPaths, withQuery } from '@port/shared/contracts/api-paths';
import { wealthPathSchema } from '@port/shared/contracts/wealth-path';
import type { ProjectionQuery, WealthPath } from '@port/shared/contracts/wealth-path';
import { getData } from '@port/shared/http/data';

/** hybrid/v1/plan-create/wealth-path/{riskLevel}?initial&contribution&timeframe (spec §7). */
export const wealthPathKey = (riskLevel: number, query: ProjectionQuery): string =>
  withQuery(portPaths.wealthPath(riskLevel), { ...query });

export const getWealthPath = (key: string): Promise<WealthPath> => getData(key, wealthPathSchema);

/** Only goal and goe plans have a wealth path; null query fetches nothing. */
export function useWealthPath(riskLevel: number, query: ProjectionQuery | null) {
  return useSWR(query ? wealthPathKey(riskLevel, query) : null, getWealthPath);
}
