import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { emit } from '@port/shared/bus/event-bus';
import type { PlanOnly } from '@port/shared/contracts/plan';
import { errorMessage } from '@port/shared/http/http-error-info';
import { Button } from '@port/shared/ui/button';
import { useRestorePlan } from '../api/restore-plan';
import { PLAN_BY_ID_MESSAGES as M } from '../messages';

/** 'เรียกคืนแผน' on a deleted plan's page: restores it, then opens its plan page. */
export function RestorePlanButton({ plan }: { plan: PlanOnly }) {
  const restore = useRestorePlan();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function onRestore() {
    setBusy(true);
    setFailure(null);
    try {
      const ref = await restore(plan.plan_id);
      emit('ui/success-toast', { title: M.restored(ref.plan_name) });
      navigate(`/dashboard/${ref.account_type}/${ref.plan_slot}`, { replace: true });
    } catch (e) {
      setFailure(errorMessage(e));
      setBusy(false);
    }
  }

  return (
    <>
      <p>{M.restoreHint}</p>
      {/* Its own line: the page's 'กลับหน้าภาพรวม' link follows, and must not touch the button. */}
      <p>
        <Button busy={busy} onClick={() => void onRestore()} data-testid="restore-plan">
          {M.restore}
        </Button>
      </p>
      {failure ? <p role="alert">{failure}</p> : null}
    </>
  );
}
