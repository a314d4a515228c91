import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PlanDraft } from '@port/shared/contracts/plan-draft';
import { formatMoney } from '@port/shared/format/number';
import { ThaiText } from '@port/shared/ui/thai-text';
import { focusRing, theme } from '@port/shared/ui/theme';
import type { FieldErrors } from '../model/validate';
import { planCreateMessages as t } from '../messages';

const list = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0 0 ${theme.space.md};
  dt {
    color: ${theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${theme.font.weight.medium};
  }
`;
const nowrap = css`
  white-space: nowrap;
`;
const bad = css`
  color: ${theme.color.loss};
  font-weight: ${theme.font.weight.regular};
  display: block;
`;

/** Everything the customer chose, each with its own error when it breaks a rule (or a server 422 for it). */
export function ReviewSummary({ draft, errors, editTo }: { draft: PlanDraft; errors: FieldErrors; editTo: string }) {
  const row = (label: string, value: ReactNode, field?: keyof FieldErrors) => (
    <>
      <dt>{label}</dt>
      <dd>
        {value}
        {field && errors[field] ? (
          <span css={bad} role="alert" data-testid={`review-error-${field}`}>
            {errors[field]}
          </span>
        ) : null}
      </dd>
    </>
  );
  // An amount and its unit stay on one line (review item 3).
  const baht = (v: number | null) => (v === null ? t.review.notSet : <span css={nowrap}>{`${formatMoney(v)}\u00a0บาท`}</span>);
  const r = t.review.rows;
  // The goal type only with a goal: a skipped goal says so once, on the target row.
  const goalType = !draft.skipGoal && draft.goal ? t.goalTypes[draft.goal] : null;
  return (
    <div data-testid="review-summary">
      <dl css={list}>
        {row(r.planName, <ThaiText>{draft.planName.trim()}</ThaiText>, 'planName')}
        {goalType ? row(r.goalType, goalType) : null}
        {row(r.target, draft.skipGoal ? t.review.noTarget : baht(draft.target), 'target')}
        {row(
          r.timeframe,
          draft.skipTimeframe
            ? t.review.noTimeframe
            : draft.timeframe === null
              ? t.review.notSet
              : t.review.years(draft.timeframe),
          'timeframe',
        )}
        {row(r.initial, baht(draft.initial), 'initial')}
        {row(
          r.contribution,
          draft.skipContribution ? (
            t.review.noContribution
          ) : draft.contribution === null ? (
            t.review.notSet
          ) : (
            <span css={nowrap}>{t.review.perMonth(formatMoney(draft.contribution))}</span>
          ),
          'contribution',
        )}
        {row(
          r.risk,
          draft.displayRiskLevel === null ? t.review.notSet : t.riskOption(draft.displayRiskLevel),
          'displayRiskLevel',
        )}
      </dl>
      <Link to={editTo} css={focusRing}>
        {t.review.edit}
      </Link>
    </div>
  );
}
