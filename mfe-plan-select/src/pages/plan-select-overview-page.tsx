import { PendingPage } from '@port/shared/ui/pending-page';
import { planSelectOverviewMessages as t } from '../features/plan-select-overview/messages';

/** `/plan-select` (spec §2): plan selection entry. */
export function PlanSelectOverviewPage() {
  return <PendingPage title={t.title} detail={t.detail} />;
}
