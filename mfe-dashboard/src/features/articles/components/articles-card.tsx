import { css } from '@emotion/react';
import { SectionCard } from '@port/shared/ui/section-card';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { formatDate } from '@port/shared/format/date';
import { useArticles } from '../api/get-articles';
import { ARTICLE_MESSAGES as M, DASHBOARD_ARTICLE_TAG } from '../messages';
import { theme } from '@port/shared/ui/theme';

const grid = css`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${theme.space.ms};
  img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${theme.radius.box};
    background: ${theme.color.surfaceSubtle};
  }
`;

const SKELETON_TILES = [1, 2, 3, 4] as const;
const tileImage = css`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${theme.radius.box};
  background: ${theme.color.surfaceSubtle};
`;

/** Recommended articles from the cms by tag, page 1, limit 4 (spec §7, §9). */
export function ArticlesCard({ tag = DASHBOARD_ARTICLE_TAG }: { tag?: string }) {
  const articles = useArticles(tag);
  const list = articles.data?.article_list;
  return (
    <SectionCard title={M.title} minHeight={220} testId="articles">
      {articles.error ? (
        <SectionError error={articles.error} title={M.loadFailed} onRetry={() => void articles.mutate()} />
      ) : !list ? (
        // Four tiles in the same grid as the articles: image 16:9, title and date lines (CLS).
        <ul css={grid} role="status" aria-label={M.title}>
          {SKELETON_TILES.map((n) => (
            <li key={n} aria-hidden="true">
              <span css={tileImage} />
              <SkeletonBlock height={24} />
              <SkeletonBlock height={18} width="40%" />
            </li>
          ))}
        </ul>
      ) : list.length === 0 ? (
        <p>{M.empty}</p>
      ) : (
        <ul css={grid}>
          {list.map((a) => (
            <li key={a.id}>
              <a href={a.url}>
                {a.thumbnail_url ? <img src={a.thumbnail_url} alt="" loading="lazy" width={320} height={180} /> : null}
                <span css={{ display: 'block', fontWeight: theme.font.weight.bold }}>{a.title}</span>
              </a>
              <span css={{ fontSize: '0.75rem', color: theme.color.textMuted }}>{formatDate(a.published_at)}</span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
