import type { FastifyPluginAsync } from 'fastify';
import { arrayOverlaps, desc, sql } from 'drizzle-orm';
import { articleQuerySchema, type ArticleList } from '@port/shared/contracts/article';
import type { RouteDeps } from '../route-deps';
import { articles } from '../../db/schema/content';
import { validate } from '../../http/validate';

/** GET /api/cms/public/cms/article/tag?page=1&limit=4&tags_slug=a,b (public, spec §6, §9 defaults). */
const cmsRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get('/public/cms/article/tag', async (request) => {
    const { page, limit, tags_slug } = validate(articleQuerySchema, request.query);
    const tags = tags_slug.split(',').filter(Boolean);
    const where = arrayOverlaps(articles.tags, tags);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(articles).where(where);
    const rows = await db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedAt), articles.id)
      .limit(limit)
      .offset((page - 1) * limit);
    const data: ArticleList = {
      article_list: rows.map((a) => ({
        id: String(a.id),
        title: a.titleTh,
        slug: a.slug,
        summary: a.summaryTh,
        thumbnail_url: a.imageUrl,
        url: a.url,
        published_at: a.publishedAt.toISOString(),
        tags: a.tags,
      })),
      total_page: Math.ceil((count?.n ?? 0) / limit),
    };
    return { data };
  });
};

export default cmsRoutes;
