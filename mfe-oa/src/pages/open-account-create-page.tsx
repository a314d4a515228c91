import { PendingPage } from '@port/shared/ui/pending-page';
import { openAccountCreateMessages as t } from '../features/open-account-create/messages';

/** `/oa-landing/create` (spec §2): the open-account creation flow. */
export function OpenAccountCreatePage() {
  return <PendingPage title={t.title} detail={t.detail} />;
}
