import type { FastifyInstance } from 'fastify';
import { assetListBodySchema, assetListResultSchema } from '@port/shared/contracts/asset-list';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { replaceAssetList } from '../../services/asset-list';
import { planById } from '../../services/plans';

/** PATCH private/api/v1/asset/list: replaces the plan's own fund list (weights summing to 100). */
export function registerAssetList(app: FastifyInstance, { db }: RouteDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .patch(
      '/private/api/v1/asset/list',
      { schema: { body: assetListBodySchema, response: dataReply(assetListResultSchema) } },
      async (request) => {
        const plan = await planById(db, requireCustomer(request), request.body.plan_id);
        return { data: await replaceAssetList(db, plan, request.body.assets) };
      },
    );
}
