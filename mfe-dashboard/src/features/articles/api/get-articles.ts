import useSWR from 'swr';
import { otherPaths, withQuery } from '@port/shared/contracts/api-paths';
import { articleListSchema } from '@port/shared/contracts/article';
import { ARTICLE_DEFAULT_LIMIT, ARTICLE_DEFAULT_PAGE } from '@port/shared/domain/constants';
import type { ArticleList } from '@port/shared/contracts/article';
import { getData } from '@port/shared/http/data';

/** Articles by tag, page 1, limit 4 (spec §7, §9). */
export const articlesKey = (tag: string): string =>
  withQuery(otherPaths.articlesByTag, { page: ARTICLE_DEFAULT_PAGE, limit: ARTICLE_DEFAULT_LIMIT, tags_slug: tag });

export const getArticles = (key: string): Promise<ArticleList> => getData(key, articleListSchema);

export function useArticles(tag: string) {
  return useSWR(articlesKey(tag), getArticles);
}
