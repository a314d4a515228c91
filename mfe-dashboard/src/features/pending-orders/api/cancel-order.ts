import { mutate } from 'swr';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { cancelOrderBodySchema, cancelOrderResultSchema } from '@port/shared/contracts/order';
import type { CancelOrderResult } from '@port/shared/contracts/order';
import type { PlanDetail } from '@port/shared/contracts/plan-detail';
import { emit } from '@port/shared/bus/event-bus';
import { sendData } from '../../../lib/api';
import { withoutOrder } from '../model/without-order';

/**
 * POST cancel-order with vir_ref_trans_no (spec §7). On success the order leaves the pending
 * orders held on the client at once (spec §4), then the plan is revalidated from the server.
 */
export async function cancelOrder(orderNo: string, planDetailKey: string): Promise<CancelOrderResult> {
  const body = cancelOrderBodySchema.parse({ vir_ref_trans_no: orderNo });
  const result = await sendData('POST', otherPaths.cancelOrder, body, cancelOrderResultSchema);
  await mutate<PlanDetail>(planDetailKey, (current) => (current ? withoutOrder(current, orderNo) : current), {
    revalidate: true,
  });
  emit('order/cancelled', { orderNo });
  return result;
}
