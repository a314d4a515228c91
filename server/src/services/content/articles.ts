import { arrayOverlaps, desc, sql } from 'drizzle-orm';
import type { ArticleList, ArticleQuery } from '@port/shared/contracts/article';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema/content';

/** Articles carrying any of the tags, newest first, one page of them (spec §6, §9 defaults). */
export async function articlesByTag(db: Db, { page, limit, tags_slug }: ArticleQuery): Promise<ArticleList> {
  const where = arrayOverlaps(articles.tags, tags_slug.split(',').filter(Boolean));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(articles)
    .where(where);
  const rows = await db
    .select()
    .from(articles)
    .where(where)
    .orderBy(desc(articles.publishedAt), articles.id)
    .limit(limit)
    .offset((page - 1) * limit);
  return {
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
}
