import type { FastifyPluginAsync } from 'fastify';
import { cancelOrderBodySchema, type CancelOrderResult } from '@port/shared/contracts/order';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { validate } from '../../http/validate';
import { cancelOrder } from '../../services/orders';

/** POST /proxy/order/private/api/v1/order/cancel-order {vir_ref_trans_no} (spec §4, §7). */
const orderRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.post('/private/api/v1/order/cancel-order', async (request) => {
    const customerId = requireCustomer(request);
    const { vir_ref_trans_no } = validate(cancelOrderBodySchema, request.body);
    await cancelOrder(db, customerId, vir_ref_trans_no);
    const data: CancelOrderResult = { vir_ref_trans_no, cancelled: true };
    return { data };
  });
};

export default orderRoutes;
