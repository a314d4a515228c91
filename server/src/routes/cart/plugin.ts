import type { FastifyPluginAsync } from 'fastify';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { fundListBodySchema, fundListSchema } from '@port/shared/contracts/fund';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { fundList } from '../../services/funds/public';

/** POST /proxy/cart/private/api/v1/fund-list: funds with their latest NAV, filtered by codes or tax type. */
const cartRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    otherPaths.fundList,
    {
      schema: { body: fundListBodySchema, response: dataReply(fundListSchema) },
      // An empty body asks for every fund.
      preValidation: async (request) => void ((request as { body: unknown }).body ??= {}),
    },
    async (request) => {
      requireCustomer(request);
      return { data: await fundList(db, request.body) };
    },
  );
};

export default cartRoutes;
