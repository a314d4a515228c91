import useSWR from 'swr';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { proposalOrderSchema } from '@port/shared/contracts/order';
import type { ProposalOrder } from '@port/shared/contracts/order';
import { getData } from '@port/shared/http/data';

export const proposalOrderKey = (planId: string): string => portAggregationPaths.proposalOrder(planId);

/** The plan's proposal, or null when it has none (any failure means no link, never an error). */
export async function getProposalOrder(key: string): Promise<ProposalOrder | null> {
  try {
    return await getData(key, proposalOrderSchema);
  } catch {
    return null;
  }
}

/** A null plan id asks nothing (the link is switched off). */
export function useProposalOrder(planId: string | null) {
  return useSWR(planId === null ? null : proposalOrderKey(planId), getProposalOrder, { revalidateOnFocus: false });
}
