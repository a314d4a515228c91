import { planSlotParamSchema } from '@port/shared/contracts/common';

/** Spec §2 has a proposal order only below the omnibus and segregate plan pages. */
const PROPOSAL_ACCOUNT_TYPES = ['omnibus', 'segregate'] as const;
export type ProposalAccountType = (typeof PROPOSAL_ACCOUNT_TYPES)[number];

export interface ProposalOrderParams {
  accountType: ProposalAccountType;
  planSlot: number;
}

/** The route's params, or null when they name no proposal order (→ Thai not-found). */
export function parseProposalOrderParams(params: {
  accountType?: string | undefined;
  planSlot?: string | undefined;
}): ProposalOrderParams | null {
  const accountType = PROPOSAL_ACCOUNT_TYPES.find((type) => type === params.accountType);
  const planSlot = planSlotParamSchema.safeParse(params.planSlot);
  if (!accountType || !planSlot.success) return null;
  return { accountType, planSlot: planSlot.data };
}
