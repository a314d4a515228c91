import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
import { ARTICLE_DEFAULT_LIMIT, ARTICLE_DEFAULT_PAGE } from '../domain/constants';

export const articleSchema = z.object({
  id: idSchema,
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  thumbnail_url: z.string().nullable(),
  url: z.string(),
  published_at: isoDateTimeSchema,
  tags: z.array(z.string()),
});
export type Article = z.infer<typeof articleSchema>;

/** Article list (spec §3): GET /api/cms/public/cms/article/tag. */
export const articleListSchema = z.object({
  article_list: z.array(articleSchema),
  total_page: z.number().int().min(0),
});
export type ArticleList = z.infer<typeof articleListSchema>;

/** Query: page (default 1), limit (default 4, max 50), tags_slug (comma separated). */
export const articleQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(ARTICLE_DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(50).default(ARTICLE_DEFAULT_LIMIT),
  tags_slug: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9,_-]+$/),
});
export type ArticleQuery = z.output<typeof articleQuerySchema>;
