import type { FastifyPluginAsync } from 'fastify';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { advisorSchema, EMPTY_ADVISOR } from '@port/shared/contracts/advisor';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { customerAdvisor } from '../../services/customer/public';

/** GET /api/advisor/private/v1/advisor: the customer's assigned advisor, empty advisor when none (spec §8). */
const advisorRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(otherPaths.advisor, { schema: { response: dataReply(advisorSchema) } }, async (request) => ({
      data: (await customerAdvisor(db, requireCustomer(request))) ?? EMPTY_ADVISOR,
    }));
};

export default advisorRoutes;
