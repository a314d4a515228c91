import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ScopedMutator } from 'swr';
import { emit } from '@port/shared/bus/event-bus';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { cancelOrderBodyFor, cancelOrderBodySchema, cancelOrderResultSchema } from '@port/shared/contracts/order';
import type { CancelOrderResult, Order } from '@port/shared/contracts/order';
import type { PlanDetail } from '@port/shared/contracts/plan-detail';
import { sendData } from '@port/shared/http/data';
import { withoutOrder } from '../model/without-order';

/**
 * POST cancel-order with the order's vir_ref_trans_no (spec §7). On success the order leaves the pending
 * orders held on the client at once (spec §4), then the plan is revalidated from the server.
 */
export async function cancelOrder(
  mutate: ScopedMutator,
  order: Pick<Order, 'order_no' | 'vir_ref_trans_no'>,
  planDetailKey: string,
): Promise<CancelOrderResult> {
  const body = cancelOrderBodySchema.parse(cancelOrderBodyFor(order));
  const result = await sendData('POST', otherPaths.cancelOrder, body, cancelOrderResultSchema);
  await mutate<PlanDetail>(planDetailKey, (current) => (current ? withoutOrder(current, order.order_no) : current), {
    revalidate: true,
  });
  emit('order/cancelled', { orderNo: order.order_no });
  return result;
}

/** Cancel bound to the SWR cache the screen reads from. */
export function useCancelOrder(planDetailKey: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    (order: Pick<Order, 'order_no' | 'vir_ref_trans_no'>) => cancelOrder(mutate, order, planDetailKey),
    [mutate, planDetailKey],
  );
}
