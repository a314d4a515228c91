import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idSchema } from '@port/shared/contracts/common';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { validate } from '../../http/validate';
import { marketTiming } from '../../services/market-timing';
import { planHoldings } from '../../services/order-lines';
import { planById } from '../../services/plans';

/** GET private/api/v1/customer-port/market-timing/{id}: market timing of the plan with that id. */
export function registerMarketTiming(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/private/api/v1/customer-port/market-timing/:id', async (request) => {
    const customerId = requireCustomer(request);
    const { id } = validate(z.object({ id: idSchema }), request.params);
    const plan = await planById(db, customerId, id);
    const held = await planHoldings(db, plan);
    return { data: await marketTiming(db, [...plan.model.map((m) => m.fund_code), ...held.map((h) => h.fund.code)]) };
  });
}
