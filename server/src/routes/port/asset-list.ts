import type { FastifyInstance } from 'fastify';
import { portPaths } from '@port/shared/contracts/api-paths';
import { assetListBodySchema, assetListResultSchema } from '@port/shared/contracts/asset-list';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { planById, replaceAssetList } from '../../services/plans/public';

/** PATCH private/api/v1/asset/list: replaces the plan's own fund list (weights summing to 100). */
export function registerAssetList(app: FastifyInstance, { db }: RouteDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .patch(
      portPaths.assetList,
      { schema: { body: assetListBodySchema, response: dataReply(assetListResultSchema) } },
      async (request) => {
        const plan = await planById(db, requireCustomer(request), request.body.plan_id);
        return { data: await replaceAssetList(db, plan, request.body.assets) };
      },
    );
}
