import type { FastifyPluginAsync } from 'fastify';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { cancelOrderBodySchema, cancelOrderResultSchema } from '@port/shared/contracts/order';
import type { RouteDeps } from '../route-deps';
import { auditContextOf } from '../../http/audit-context';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { cancelOrder } from '../../services/orders/public';

/** POST /proxy/order/private/api/v1/order/cancel-order {vir_ref_trans_no} (spec §4, §7). */
const orderRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      otherPaths.cancelOrder,
      { schema: { body: cancelOrderBodySchema, response: dataReply(cancelOrderResultSchema) } },
      async (request) => {
        const { vir_ref_trans_no } = request.body;
        await cancelOrder(db, requireCustomer(request), vir_ref_trans_no, auditContextOf(request));
        return { data: { vir_ref_trans_no, cancelled: true } };
      },
    );
};

export default orderRoutes;
