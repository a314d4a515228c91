import useSWR from 'swr';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { modelPortSchema } from '@port/shared/contracts/model-port';
import type { ModelPort } from '@port/shared/contracts/model-port';
import { getData } from '@port/shared/http/data';

export const agentModelKey = (agentAccountId: string): string => portAggregationPaths.agentModel(agentAccountId);

export const getAgentModel = (key: string): Promise<ModelPort> => getData(key, modelPortSchema);

export function useAgentModel(agentAccountId: string | undefined) {
  return useSWR(agentAccountId ? agentModelKey(agentAccountId) : null, getAgentModel);
}
