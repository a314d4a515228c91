import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { taxSavingTotals } from '../../services/tax-saving';

/** GET /proxy/external-order/private/api/v1/tax-saving-fund: yearly tax-saving costs, newest first. */
const externalOrderRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get('/private/api/v1/tax-saving-fund', async (request) => ({ data: await taxSavingTotals(db, requireCustomer(request)) }));
};

export default externalOrderRoutes;
