import { PendingPage } from '@port/shared/ui/pending-page';
import { planListMessages as t } from '../features/plan-list/messages';

/** `/plan-select/plans` (spec §2): plan list. */
export function PlanListPage() {
  return <PendingPage title={t.title} detail={t.detail} />;
}
