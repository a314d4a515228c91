import { PendingPage } from '@port/shared/ui/pending-page';
import { openAccountLandingMessages as t } from '../features/open-account-landing/messages';

/** `/oa-landing` (spec §2): the open-account landing page. */
export function OpenAccountLandingPage() {
  return <PendingPage title={t.title} detail={t.detail} />;
}
