import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { FormEvent } from 'react';
import { emit } from '@port/shared/bus/event-bus';
import type { PlanFields } from '@port/shared/contracts/plan-detail';
import { planNameSchema } from '@port/shared/contracts/common';
import { PLAN_NAME_MAX } from '@port/shared/domain/free-text';
import { isGoalPlan } from '@port/shared/domain/plan-flags';
import { formatInteger, formatMoney } from '@port/shared/format/number';
import { Button } from '@port/shared/ui/button';
import { PageTitle } from '@port/shared/ui/page-title';
import { errorMessage } from '@port/shared/http/http-error-info';
import { useRenamePlan } from '../api/rename-plan';
import { planEditHref } from '../model/plan-edit-href';
import { goalTimeLeft } from '../model/goal-time-left';
import { formatDate } from '@port/shared/format/date';
import { DeletePlanButton } from './delete-plan-button';
import { PLAN_DETAIL_MESSAGES as M } from '../messages';
import { secondaryLink } from '@port/shared/ui/primary-link';
import { theme } from '@port/shared/ui/theme';
import { ThaiText } from '@port/shared/ui/thai-text';

const badge = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: 2px 10px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.tone.info.bg};
  color: ${theme.color.tone.info.fg};
  font-size: 0.875rem;
`;
/** The edit link drawn like the secondary rename button beside it (44 px touch target). */
const editLink = css`
  ${secondaryLink}
  background: ${theme.color.surface};
`;

interface Props {
  plan: PlanFields;
  planDetailKey: string;
  /** The time the years left are counted from (the page's clock, like the wealth path's). */
  now: number;
  /** The goal date the wealth path ends on (the server's business date + the years left), once known. */
  goalDate?: string | null;
}

/** "เหลือ 1 ปี (ถึง 18 พ.ย. 2570)": the time left from today, the date the wealth path ends (review item 4). */
function TimeLeft({ plan, now, goalDate }: { plan: PlanFields; now: number; goalDate: string | null }) {
  const left = goalTimeLeft(plan, now);
  return (
    <span data-testid="plan-time-left">
      <ThaiText>{` · ${M.timeLeft(formatInteger(left.years), formatDate(goalDate ?? left.date))}`}</ThaiText>
    </span>
  );
}

/** Name, type badge, risk, goal money and timeframe for goal plans; edit (plan-select), rename, delete (spec §3, §7). */
export function PlanHeader({ plan, planDetailKey, now, goalDate = null }: Props) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(plan.plan_name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const renamePlan = useRenamePlan(planDetailKey);
  const inputRef = useRef<HTMLInputElement>(null);
  const renameButtonRef = useRef<HTMLButtonElement>(null);
  // Focus follows the mode: into the input when editing starts, back to the rename button after.
  const focusAfterEdit = useRef(false);
  useEffect(() => {
    if (editing) {
      inputRef.current?.focus();
      focusAfterEdit.current = true;
    } else if (focusAfterEdit.current) {
      focusAfterEdit.current = false;
      renameButtonRef.current?.focus();
    }
  }, [editing]);

  function cancelEdit() {
    setEditing(false);
    setError(null);
    setName(plan.plan_name);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = planNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? M.loadFailed);
      return;
    }
    setBusy(true);
    try {
      await renamePlan(plan.plan_id, parsed.data);
      emit('ui/success-toast', { title: M.renamed });
      setEditing(false);
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <header css={{ marginBottom: theme.space.md }} data-testid="plan-header">
      <PageTitle>{plan.plan_name}</PageTitle>
      <div css={{ display: 'flex', gap: theme.space.ms, flexWrap: 'wrap', alignItems: 'center' }}>
        <span css={badge}>
          <ThaiText>{plan.plan_type_display}</ThaiText>
        </span>
        <span>
          <ThaiText>{plan.risk_level_text}</ThaiText>
        </span>
        {isGoalPlan(plan) && plan.goal_money !== null ? (
          <span data-testid="plan-goal">
            {M.goalMoney} {formatMoney(plan.goal_money)} {M.baht}
            {plan.goal_timeframe !== null ? <TimeLeft plan={plan} now={now} goalDate={goalDate} /> : null}
          </span>
        ) : null}
        {!editing ? (
          <>
            <Link to={planEditHref(plan)} css={editLink} data-testid="plan-edit-link">
              {M.editPlan}
            </Link>
            <Button variant="secondary" ref={renameButtonRef} onClick={() => setEditing(true)}>
              {M.rename}
            </Button>
            {/* Apart from the everyday actions, at the end of the row (review item 6). */}
            <span css={{ marginLeft: 'auto' }}>
              <DeletePlanButton plan={plan} />
            </span>
          </>
        ) : null}
      </div>
      {editing ? (
        <form
          onSubmit={onSubmit}
          onKeyDown={(e) => {
            if (e.key === 'Escape') cancelEdit();
          }}
          css={{ marginTop: theme.space.sm, display: 'flex', gap: theme.space.sm, flexWrap: 'wrap' }}
        >
          <label>
            {M.newName}{' '}
            <input
              ref={inputRef}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={PLAN_NAME_MAX + 20}
              aria-invalid={error !== null}
            />
          </label>
          <Button type="submit" busy={busy}>
            {M.save}
          </Button>
          <Button variant="secondary" onClick={cancelEdit}>
            {M.cancel}
          </Button>
          {error ? <p role="alert">{error}</p> : null}
        </form>
      ) : null}
    </header>
  );
}
