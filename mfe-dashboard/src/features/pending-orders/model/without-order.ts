import type { PlanDetail } from '@port/shared/contracts/plan-detail';

/** The plan detail with one pending order removed (spec §4: cancelling removes it on the client). */
export function withoutOrder(detail: PlanDetail, orderNo: string): PlanDetail {
  return {
    ...detail,
    trading: {
      ...detail.trading,
      pending_orders: detail.trading.pending_orders.filter((o) => o.order_no !== orderNo),
    },
  };
}
