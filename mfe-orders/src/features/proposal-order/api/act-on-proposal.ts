import type { ScopedMutator } from 'swr';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import type { AccountType } from '@port/shared/contracts/enums';
import { checkoutResultSchema, proposalCheckoutBodySchema, proposalDismissedSchema } from '@port/shared/contracts/fast-checkout';
import { sendData } from '@port/shared/http/data';
import { runMutation } from '@port/shared/http/mutation';
import { planDetailKey } from './get-plan-detail';
import { proposalOrderKey } from './get-proposal-order';

type PlanRef = { planId: string; accountType: AccountType; planSlot: number };
const keys = (p: PlanRef) => [
  proposalOrderKey(p.planId),
  planDetailKey(p.accountType, p.planSlot),
  portAggregationPaths.planList,
];

/** POST v3 fast-checkout/proposal-order (spec §7): the proposal's orders, once per key. */
export const confirmProposal = (
  mutate: ScopedMutator,
  p: PlanRef,
  body: { bankId: string; idempotencyKey: string; riskAcknowledged: boolean; taxFundAcknowledged?: boolean },
) =>
  runMutation(mutate, {
    send: () =>
      sendData(
        'POST',
        portPaths.fastCheckoutProposalOrder,
        proposalCheckoutBodySchema.parse({
          plan_id: p.planId,
          bank_id: body.bankId,
          idempotency_key: body.idempotencyKey,
          risk_acknowledged: body.riskAcknowledged,
          ...(body.taxFundAcknowledged ? { tax_fund_acknowledged: true } : {}),
        }),
        checkoutResultSchema,
      ),
    revalidate: () => keys(p),
    announce: (result) => ({
      name: 'order/placed',
      payload: { planId: p.planId, orderNos: result.orders.map((o) => o.order_no) },
    }),
  });

/** DELETE port v1/proposal-order/{planId} (spec §7): the proposal is dismissed. */
export const discardProposal = (mutate: ScopedMutator, p: PlanRef) =>
  runMutation(mutate, {
    send: () => sendData('DELETE', portPaths.deleteProposalOrder(p.planId), undefined, proposalDismissedSchema),
    revalidate: () => keys(p),
    announce: () => ({ name: 'plan/changed', payload: { planId: p.planId, accountType: p.accountType, planSlot: p.planSlot } }),
  });
