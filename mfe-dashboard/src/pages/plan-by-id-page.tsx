import { Link, Navigate, useParams } from 'react-router-dom';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { usePlanOnly } from '../features/plan-by-id/api/get-plan-only';
import { RestorePlanButton } from '../features/plan-by-id/components/restore-plan-button';
import { PLAN_BY_ID_MESSAGES as M } from '../features/plan-by-id/messages';
import { planPagePath } from '../features/plan-by-id/model/plan-page-path';

/**
 * /dashboard/plan-id/{planId}: resolves the id (deleted plans included) to its plan page; a deleted
 * plan can be restored here (switch-temp-plan), where deleting a plan leads (issue 22 item 3).
 */
export default function PlanByIdPage() {
  const { planId } = useParams();
  const plan = usePlanOnly(planId);
  if (!planId) return <Navigate to="/dashboard" replace />;
  if (plan.error) {
    return (
      <div role="alert">
        <h1>{M.notFound}</h1>
        <Link to="/dashboard">{M.toDashboard}</Link>
      </div>
    );
  }
  if (!plan.data) return <SkeletonBlock height={48} label={M.resolving} />;
  const path = planPagePath(plan.data);
  if (path) return <Navigate to={path} replace />;
  return (
    <div role="alert" data-testid="plan-deleted">
      <h1>{plan.data.is_deleted ? M.deleted : M.notFound}</h1>
      {plan.data.is_deleted ? (
        <>
          <p data-user-text>{M.deletedName(plan.data.plan_name)}</p>
          <RestorePlanButton plan={plan.data} />
        </>
      ) : null}
      <Link to="/dashboard">{M.toDashboard}</Link>
    </div>
  );
}
