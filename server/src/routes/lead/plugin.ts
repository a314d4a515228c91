import type { FastifyPluginAsync } from 'fastify';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { serviceLevelResponseSchema } from '@port/shared/contracts/service-level';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { serviceLevelOf } from '../../services/customer/public';

/** GET /api/lead/private/v1/customer/service-level: null when the customer has none (spec §3, §8). */
const leadRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(otherPaths.serviceLevel, { schema: { response: dataReply(serviceLevelResponseSchema) } }, async (request) => ({
      data: await serviceLevelOf(db, requireCustomer(request)),
    }));
};

export default leadRoutes;
