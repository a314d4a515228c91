import useSWR from 'swr';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { assetsAnalyzerSchema } from '@port/shared/contracts/assets-analyzer';
import type { AssetsAnalyzer } from '@port/shared/contracts/assets-analyzer';
import { getData } from '@port/shared/http/data';

export const assetsAnalyzerKey = portAggregationPaths.assetsAnalyzer;

export const getAssetsAnalyzer = (): Promise<AssetsAnalyzer> => getData(assetsAnalyzerKey, assetsAnalyzerSchema);

export function useAssetsAnalyzer() {
  return useSWR(assetsAnalyzerKey, getAssetsAnalyzer);
}
