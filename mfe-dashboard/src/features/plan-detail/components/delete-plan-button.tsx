import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { emit } from '@port/shared/bus/event-bus';
import type { PlanFields } from '@port/shared/contracts/plan-detail';
import { Button } from '@port/shared/ui/button';
import { ConfirmDialog } from '@port/shared/ui/confirm-dialog';
import { errorMessage } from '@port/shared/http/http-error-info';
import { useDeletePlan } from '../api/delete-plan';
import { PLAN_DETAIL_MESSAGES as M } from '../messages';

/**
 * Delete-flag the plan after a confirmation. The button and the
 * dialog's confirm look destructive (danger tone), unlike rename (issue 13 review item 6). Then the
 * deleted plan's page, which can restore it.
 */
export function DeletePlanButton({ plan }: { plan: PlanFields }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const deletePlan = useDeletePlan(plan.account_type, plan.plan_slot);
  const navigate = useNavigate();

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      const ref = await deletePlan();
      emit('ui/success-toast', { title: M.deleted });
      setOpen(false);
      // The deleted plan's page says so and offers to restore it (switch-temp-plan, issue 22 item 3).
      navigate(`/dashboard/plan-id/${ref.plan_id}`);
    } catch (e) {
      setFailure(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)} data-testid="delete-plan">
        {M.deletePlan}
      </Button>
      <ConfirmDialog
        open={open}
        title={M.deleteTitle}
        description={M.deleteDescription(plan.plan_name)}
        confirmText={M.deleteConfirm}
        busy={busy}
        destructive
        onConfirm={() => void confirm()}
        onCancel={() => {
          setOpen(false);
          setFailure(null);
        }}
      >
        {failure ? <p role="alert">{failure}</p> : null}
      </ConfirmDialog>
    </>
  );
}
