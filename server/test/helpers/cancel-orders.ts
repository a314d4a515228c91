import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { otherPaths } from '@port/shared/contracts/api-paths';

/** Cancels each order through the §7 cancel-order call, one by one, each answered 200. */
export async function cancelOrders(
  app: FastifyInstance,
  headers: Record<string, string>,
  orders: { xwt_ref_no: string | null }[],
) {
  for (const o of orders) {
    const cancel = await app.inject({
      method: 'POST',
      url: otherPaths.cancelOrder,
      headers,
      payload: { vir_ref_trans_no: o.xwt_ref_no },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
  }
}
