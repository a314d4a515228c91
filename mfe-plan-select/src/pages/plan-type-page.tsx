import { useParams } from 'react-router-dom';
import { NotFoundPage } from '@port/shared/ui/not-found-page';
import { PendingPage } from '@port/shared/ui/pending-page';
import { planTypeMessages as t } from '../features/plan-type/messages';
import { parsePlanType, planTypeLabel } from '../features/plan-type/model/plan-type-label';

/** `/plan-select/plans/{planType}` (spec §2): one plan type, before creating a plan of it. */
export function PlanTypePage() {
  const planType = parsePlanType(useParams().planType);
  if (!planType) return <NotFoundPage />;
  return <PendingPage title={t.title} detail={planTypeLabel(planType)} />;
}
