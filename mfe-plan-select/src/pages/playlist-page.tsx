import { useParams } from 'react-router-dom';
import { PendingPage } from '@port/shared/ui/pending-page';
import { playlistMessages as t } from '../features/playlist/messages';

/** `/plan-select/playlists/{playlistType}` (spec §2): a playlist of funds. */
export function PlaylistPage() {
  const { playlistType = '' } = useParams();
  return <PendingPage title={t.title} detail={t.detail(playlistType)} />;
}
