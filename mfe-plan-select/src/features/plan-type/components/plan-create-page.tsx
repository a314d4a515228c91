import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../../../components/not-found-page';
import { PendingPage } from '../../../components/pending-page';
import { planTypeMessages as t } from '../messages';
import { parsePlanType, planTypeLabel } from '../model/plan-type-label';

export interface PlanCreatePageProps {
  step: 'create' | 'review';
}

/** `/plan-select/plans/{planType}/create` and `/review` (spec §2): plan creation and its review. */
export function PlanCreatePage({ step }: PlanCreatePageProps) {
  const planType = parsePlanType(useParams().planType);
  if (!planType) return <NotFoundPage />;
  return <PendingPage title={step === 'create' ? t.createTitle : t.reviewTitle} detail={planTypeLabel(planType)} />;
}
