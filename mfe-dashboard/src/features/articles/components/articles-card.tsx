import { ThaiDate } from '@port/shared/ui/thai-date';
import { css } from '@emotion/react';
import { SectionCard } from '@port/shared/ui/section-card';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { useArticles } from '../api/get-articles';
import { ARTICLE_MESSAGES as M, DASHBOARD_ARTICLE_TAG } from '../messages';
import { theme } from '@port/shared/ui/theme';

// A text list (issue 13 item 15): the placeholder thumbnails took about 1,000 px at 390 px and said nothing.
const list = css`
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    padding: ${theme.space.sm} 0;
    border-bottom: 1px solid ${theme.color.divider};
    min-height: 56px;
  }
  li:last-child {
    border-bottom: 0;
  }
`;

const SKELETON_ROWS = [1, 2, 3, 4] as const;

/** Recommended articles from the cms by tag, page 1, limit 4 (spec §7, §9). */
export function ArticlesCard({ tag = DASHBOARD_ARTICLE_TAG }: { tag?: string }) {
  const articles = useArticles(tag);
  const items = articles.data?.article_list;
  return (
    <SectionCard title={M.title} minHeight={220} testId="articles">
      {articles.error ? (
        <SectionError error={articles.error} title={M.loadFailed} onRetry={() => void articles.mutate()} />
      ) : !items ? (
        // Four rows like the articles: a title line and a date line (CLS).
        <ul css={list} role="status" aria-label={M.title}>
          {SKELETON_ROWS.map((n) => (
            <li key={n} aria-hidden="true">
              <SkeletonBlock height={22} />
              <SkeletonBlock height={16} width="40%" />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <p>{M.empty}</p>
      ) : (
        <ul css={list} data-testid="article-list">
          {items.map((a) => (
            <li key={a.id}>
              <a href={a.url} css={{ display: 'block', fontWeight: theme.font.weight.bold }}>
                {a.title}
              </a>
              <span css={{ fontSize: '0.75rem', color: theme.color.textMuted }}>
                <ThaiDate value={a.published_at} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
