import useSWR from 'swr';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { proposalOrderSchema } from '@port/shared/contracts/order';
import { getData } from '@port/shared/http/data';

/** GET port-aggregation v2/proposal-order/{planId} (spec §7): the rebalance proposal. */
export const proposalOrderKey = (planId: string) => portAggregationPaths.proposalOrder(planId);
export const getProposalOrder = (key: string) => getData(key, proposalOrderSchema);
export const useProposalOrder = (planId: string | null) => useSWR(planId ? proposalOrderKey(planId) : null, getProposalOrder);
