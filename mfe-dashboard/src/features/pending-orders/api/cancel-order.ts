import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ScopedMutator } from 'swr';
import { emit } from '@port/shared/bus/event-bus';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { cancelOrderBodySchema, cancelOrderResultSchema } from '@port/shared/contracts/order';
import type { CancelOrderResult } from '@port/shared/contracts/order';
import type { PlanDetail } from '@port/shared/contracts/plan-detail';
import { sendData } from '../../../lib/api';
import { withoutOrder } from '../model/without-order';

/**
 * POST cancel-order with vir_ref_trans_no (spec §7). On success the order leaves the pending
 * orders held on the client at once (spec §4), then the plan is revalidated from the server.
 */
export async function cancelOrder(mutate: ScopedMutator, orderNo: string, planDetailKey: string): Promise<CancelOrderResult> {
  const body = cancelOrderBodySchema.parse({ vir_ref_trans_no: orderNo });
  const result = await sendData('POST', otherPaths.cancelOrder, body, cancelOrderResultSchema);
  await mutate<PlanDetail>(planDetailKey, (current) => (current ? withoutOrder(current, orderNo) : current), {
    revalidate: true,
  });
  emit('order/cancelled', { orderNo });
  return result;
}

/** Cancel bound to the SWR cache the screen reads from. */
export function useCancelOrder(planDetailKey: string) {
  const { mutate } = useSWRConfig();
  return useCallback((orderNo: string) => cancelOrder(mutate, orderNo, planDetailKey), [mutate, planDetailKey]);
}
