import { useParams } from 'react-router-dom';
import { NotFoundPage } from '@port/shared/ui/not-found-page';
import { PendingPage } from '@port/shared/ui/pending-page';
import { planTypeMessages as t } from '../features/plan-type/messages';
import { parsePlanType, planTypeLabel } from '../features/plan-type/model/plan-type-label';

export interface PlanCreatePageProps {
  step: 'create' | 'review';
}

/** `/plan-select/plans/{planType}/create` and `/review` (spec §2): plan creation and its review. */
export function PlanCreatePage({ step }: PlanCreatePageProps) {
  const planType = parsePlanType(useParams().planType);
  if (!planType) return <NotFoundPage />;
  return <PendingPage title={step === 'create' ? t.createTitle : t.reviewTitle} detail={planTypeLabel(planType)} />;
}
