import useSWR from 'swr';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { commonConfigSchema, DEFAULT_COMMON_CONFIG } from '@port/shared/contracts/common-config';
import type { CommonConfig } from '@port/shared/contracts/common-config';
import { getData } from '@port/shared/http/data';

export const commonConfigKey = portAggregationPaths.commonConfig;

/** Public config; on failure the defaults apply (spec §8), so the analyzer stays enabled. */
export async function getCommonConfig(): Promise<CommonConfig> {
  try {
    return await getData(commonConfigKey, commonConfigSchema);
  } catch {
    return DEFAULT_COMMON_CONFIG;
  }
}

export function useCommonConfig() {
  return useSWR(commonConfigKey, getCommonConfig);
}
