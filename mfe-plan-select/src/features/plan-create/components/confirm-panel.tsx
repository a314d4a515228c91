import { css } from '@emotion/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { loginRoute } from '@port/shared/contracts/api-paths';
import type { PlanType } from '@port/shared/contracts/enums';
import type { PlanRef } from '@port/shared/contracts/plan';
import type { PlanDraft } from '@port/shared/contracts/plan-draft';
import { errorMessage } from '@port/shared/http/http-error-info';
import { isHttpError } from '@port/shared/http/http-error';
import { Button } from '@port/shared/ui/button';
import { primaryLink } from '@port/shared/ui/primary-link';
import { focusRing, theme } from '@port/shared/ui/theme';
import { useSavePlan } from '../api/save-plan';
import { planBody } from '../model/plan-body';
import type { FieldErrors } from '../model/validate';
import { planCreateMessages as t } from '../messages';
import { noticeBox } from './notice-box';

const alert = css`
  ${noticeBox('danger')}
  p {
    margin: 0 0 ${theme.space.xs};
  }
`;

export interface ConfirmPanelProps {
  planType: PlanType;
  draft: PlanDraft;
  blocked: boolean;
  signedIn: 'unknown' | 'in' | 'out';
  reviewPath: string;
  /** A server 422 that concerns one field (e.g. the initial below the minimum). */
  onFieldError: (errors: FieldErrors) => void;
  onSaved: (ref: PlanRef) => void;
}

/** Confirm: sign in first (the draft stays), then one POST per idempotency key, or the PATCH of an edit (spec §7). */
export function ConfirmPanel({ planType, draft, blocked, signedIn, reviewPath, onFieldError, onSaved }: ConfirmPanelProps) {
  const save = useSavePlan();
  // One key per review visit: a double click or a retry of the same draft makes one plan.
  const [idempotencyKey] = useState(() => globalThis.crypto.randomUUID());
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const editing = draft.action === 2 && draft.planSlot !== null;

  if (signedIn === 'out') {
    return (
      <div data-testid="sign-in-to-create">
        <Link to={loginRoute(reviewPath)} css={[primaryLink, focusRing]}>
          {t.review.signInToCreate}
        </Link>
        <p>{t.review.signInNote}</p>
      </div>
    );
  }
  const confirm = async () => {
    if (saving || blocked) return;
    setSaving(true);
    setFailure(null);
    try {
      onSaved(
        await save(
          { accountType: draft.accountType, planSlot: editing ? draft.planSlot : null, idempotencyKey },
          planBody(planType, draft),
        ),
      );
    } catch (error) {
      if (isHttpError(error) && error.code === 'BELOW_MINIMUM') onFieldError({ initial: error.message });
      setFailure(error);
      setSaving(false);
    }
  };
  const noAccount = isHttpError(failure) && failure.code === 'NO_ACCOUNT';
  return (
    <div>
      {failure ? (
        <div role="alert" css={alert} data-testid="save-error">
          <p>
            <strong>{noAccount ? t.review.noAccount : t.review.saveFailed}</strong>
          </p>
          {noAccount ? (
            <Link to="/oa-landing" css={focusRing}>
              {t.review.openAccount}
            </Link>
          ) : (
            <p>{errorMessage(failure)}</p>
          )}
        </div>
      ) : null}
      <Button onClick={() => void confirm()} aria-disabled={blocked || saving} data-testid="confirm-plan">
        {saving ? t.review.saving : editing ? t.review.confirmEdit : t.review.confirmCreate}
      </Button>
    </div>
  );
}
