import type { FastifyPluginAsync } from 'fastify';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { articleListSchema, articleQuerySchema } from '@port/shared/contracts/article';
import type { RouteDeps } from '../route-deps';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { articlesByTag } from '../../services/content/public';

/** GET /api/cms/public/cms/article/tag?page=1&limit=4&tags_slug=a,b (public, spec §6, §9 defaults). */
const cmsRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      otherPaths.articlesByTag,
      { schema: { querystring: articleQuerySchema, response: dataReply(articleListSchema) } },
      async (request) => ({
        data: await articlesByTag(db, request.query),
      }),
    );
};

export default cmsRoutes;
