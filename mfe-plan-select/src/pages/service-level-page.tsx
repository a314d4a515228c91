import { useParams } from 'react-router-dom';
import { PendingPage } from '@port/shared/ui/pending-page';
import { serviceLevelMessages as t } from '../features/service-level/messages';

/** `/plan-select/sla/{slaType}` (spec §2): a service-level page. */
export function ServiceLevelPage() {
  const { slaType = '' } = useParams();
  return <PendingPage title={t.title} detail={t.detail(slaType)} />;
}
