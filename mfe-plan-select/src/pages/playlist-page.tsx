import { useParams } from 'react-router-dom';
import { PageTitle } from '@port/shared/ui/page-title';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { theme } from '@port/shared/ui/theme';
import { usePlaylist } from '../features/playlist/api/get-playlist';
import { PlaylistTable } from '../features/playlist/components/playlist-table';
import { playlistMessages as t } from '../features/playlist/messages';
import { CatalogueNotFound } from './catalogue-not-found';
import { isNotFound } from '../features/plan-type/model/is-not-found';

/** `/plan-select/playlists/{playlistType}` (spec §2, §7 playlist/{id}): curated funds side by side. */
export function PlaylistPage() {
  const { playlistType = '' } = useParams();
  const { data, error, mutate } = usePlaylist(playlistType);
  if (isNotFound(error)) {
    return <CatalogueNotFound title={t.notFound} back={t.back} />;
  }
  return (
    <>
      <PageTitle>{data ? data.title : t.title}</PageTitle>
      {error ? <SectionError error={error} title={t.loadFailed} onRetry={() => void mutate()} /> : null}
      {!data && !error ? <SkeletonBlock height={420} label={t.loading} /> : null}
      {data ? (
        <>
          <p>{data.description}</p>
          <PlaylistTable playlist={data} />
          <p css={{ color: theme.color.textMuted, fontSize: theme.font.size.sm }}>{t.returnsNote}</p>
        </>
      ) : null}
    </>
  );
}
