import useSWR from 'swr';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { unitholderViewSchema } from '@port/shared/contracts/unitholder';
import type { UnitholderView } from '@port/shared/contracts/unitholder';
import { getData } from '@port/shared/http/data';

export const unitholderKey = (agentAccountId: string): string => portAggregationPaths.unitholder(agentAccountId);

export const getUnitholder = (key: string): Promise<UnitholderView> => getData(key, unitholderViewSchema);

export function useUnitholder(agentAccountId: string | undefined) {
  return useSWR(agentAccountId ? unitholderKey(agentAccountId) : null, getUnitholder);
}
