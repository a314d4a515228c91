import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ScopedMutator } from 'swr';
import { otherPaths, portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import type { CheckoutMode, CheckoutPanelPlan } from '@port/shared/contracts/checkout-panel';
import { SOURCE } from '@port/shared/contracts/common';
import {
  batchCheckoutBodySchema,
  checkoutResultSchema,
  praCheckoutBodySchema,
  tsfComboCheckoutBodySchema,
  type CheckoutResult,
} from '@port/shared/contracts/fast-checkout';
import { sendData } from '@port/shared/http/data';
import { runMutation } from '@port/shared/http/mutation';
import { checkoutModeRow } from '../model/checkout-modes';

export interface CheckoutRequest {
  amount: number | null;
  bankId: string | null;
  comboId: string | null;
  idempotencyKey: string;
  riskAcknowledged: boolean;
  /** A redeem of tax-saving units inside their holding conditions was accepted (spec §1). */
  taxHoldingAcknowledged?: boolean;
  /** The holding conditions of the tax-saving funds bought were accepted (issue 17 item 2; every path). */
  taxFundAcknowledged?: boolean;
}

function send(mode: CheckoutMode, plan: CheckoutPanelPlan, r: CheckoutRequest): Promise<CheckoutResult> {
  const common = {
    plan_id: plan.plan_id,
    idempotency_key: r.idempotencyKey,
    risk_acknowledged: r.riskAcknowledged,
    ...(r.taxFundAcknowledged ? { tax_fund_acknowledged: true } : {}),
  };
  const { endpoint } = checkoutModeRow(mode).request;
  if (endpoint === 'pra')
    return sendData(
      'POST',
      portPaths.fastCheckoutPra,
      praCheckoutBodySchema.parse({ ...common, source: SOURCE }),
      checkoutResultSchema,
    );
  if (endpoint === 'tsf-combo') {
    const body = tsfComboCheckoutBodySchema.parse({ ...common, combo_id: r.comboId, amount: r.amount, bank_id: r.bankId });
    return sendData('POST', portPaths.fastCheckoutTsfCombo, body, checkoutResultSchema);
  }
  const body = batchCheckoutBodySchema.parse({
    ...common,
    amount: r.amount ?? 1,
    bank_id: r.bankId,
    ...(r.taxHoldingAcknowledged ? { tax_holding_acknowledged: true } : {}),
  });
  return sendData('POST', portPaths.fastCheckoutBatch(endpoint), body, checkoutResultSchema);
}

/**
 * POST the fast checkout of the mode (spec §7), then refresh what shows pending orders and totals
 * (the plan, the plan list, its proposal, its PRA, tax-saving totals) and announce `order/placed`.
 */
export function placeCheckout(mutate: ScopedMutator, mode: CheckoutMode, plan: CheckoutPanelPlan, request: CheckoutRequest) {
  const { revalidate } = checkoutModeRow(mode);
  return runMutation(mutate, {
    send: () => send(mode, plan, request),
    revalidate: () => [
      portAggregationPaths.planDetail(plan.account_type, plan.plan_slot),
      portAggregationPaths.planList,
      portAggregationPaths.proposalOrder(plan.plan_id),
      revalidate.taxTotals ? otherPaths.taxSavingFund : null,
      // The PRA view lists its pending orders: opened again, it offers no second PRA (spec §4 PRA_BATCH_ON_PROCESS).
      revalidate.pra ? portAggregationPaths.planPra(plan.account_type, plan.plan_slot) : null,
    ],
    announce: (result) => ({
      name: 'order/placed',
      payload: { planId: result.plan_id, orderNos: result.orders.map((o) => o.order_no) },
    }),
  });
}

export function usePlaceCheckout(mode: CheckoutMode, plan: CheckoutPanelPlan) {
  const { mutate } = useSWRConfig();
  return useCallback((request: CheckoutRequest) => placeCheckout(mutate, mode, plan, request), [mutate, mode, plan]);
}
