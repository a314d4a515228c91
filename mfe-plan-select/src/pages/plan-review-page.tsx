import { useState } from 'react';
import { css } from '@emotion/react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { emit } from '@port/shared/bus/event-bus';
import type { PlanRef } from '@port/shared/contracts/plan';
import type { PlanTypeInfo } from '@port/shared/contracts/plan-select';
import { formatMoney } from '@port/shared/format/number';
import { PageTitle } from '@port/shared/ui/page-title';
import { SectionCard } from '@port/shared/ui/section-card';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { focusRing, theme } from '@port/shared/ui/theme';
import { useSignedIn } from '../features/plan-create/api/get-profile';
import { ConfirmPanel } from '../features/plan-create/components/confirm-panel';
import { DiscardedNote } from '../features/plan-create/components/discarded-note';
import { ReviewSummary } from '../features/plan-create/components/review-summary';
import { needsRiskAck, RiskAck } from '../features/plan-create/components/risk-picker';
import { planPagePath, SavedPanel } from '../features/plan-create/components/saved-panel';
import { planCreateMessages as t } from '../features/plan-create/messages';
import { useDraftStore } from '../features/plan-create/model/draft-store';
import { projectionInput } from '../features/plan-create/model/plan-body';
import { draftErrors, type FieldErrors } from '../features/plan-create/model/validate';
import { usePlanTypeInfo } from '../features/plan-type/api/get-plan-type-info';
import { ModelPortfolio } from '../features/plan-type/components/model-portfolio';
import { PlanTypeNotFound } from '../features/plan-type/components/plan-type-not-found';
import { planTypeMessages } from '../features/plan-type/messages';
import { isNotFound } from '../features/plan-type/model/is-not-found';
import { parsePlanType } from '../features/plan-type/model/plan-type-label';
import { ProjectionPanel } from '../features/projection/components/projection-panel';
import { twoColumns } from './two-columns';

/** Desktop: the plan on the left, the confirm card beside it (twoColumns(7, 4)), staying in view. */
const actionColumn = css`
  @media (min-width: 960px) {
    position: sticky;
    top: ${theme.space.md};
  }
`;
const smallHeading = css`
  font-size: ${theme.font.size.md};
  margin: ${theme.space.md} 0 ${theme.space.xs};
`;
const disclaimers = css`
  padding-left: ${theme.space.ml};
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;

/** `/plan-select/plans/{planType}/review` (spec §2, §7 plan POST/PATCH): everything chosen, then confirm. */
export function PlanReviewPage() {
  const planType = parsePlanType(useParams().planType);
  const location = useLocation();
  const signedIn = useSignedIn();
  const state = useDraftStore();
  const ours = state.planType === planType;
  const info = usePlanTypeInfo(planType, ours ? state.draft.displayRiskLevel : null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const navigate = useNavigate();
  const [saved, setSaved] = useState<{
    plan: PlanRef;
    initial: number | null;
    contribution: number | null;
    riskState: PlanTypeInfo['customer_risk_state'];
  } | null>(null);
  if (!planType || isNotFound(info.error)) return <PlanTypeNotFound />;
  const createPath = `/plan-select/plans/${planType}/create${location.search}`;
  if (saved) {
    return (
      <>
        <PageTitle>{t.review.created}</PageTitle>
        <SavedPanel plan={saved.plan} initial={saved.initial} contribution={saved.contribution} riskState={saved.riskState} />
      </>
    );
  }
  if (!ours) {
    return (
      <>
        <PageTitle>{t.reviewTitle}</PageTitle>
        <DiscardedNote />
        <p>{t.review.noDraft}</p>
        <Link to={createPath} css={focusRing}>
          {t.review.startDraft}
        </Link>
      </>
    );
  }
  const data = info.data;
  if (!data) return <SkeletonBlock height={720} label={planTypeMessages.loading} />;
  const { draft } = state;
  const errors = { ...draftErrors(draft, data.min_initial), ...serverErrors };
  const customerRisk = signedIn === 'in' ? data.customer_risk_level : null;
  const ackMissing = needsRiskAck(draft.displayRiskLevel, customerRisk, state.riskAcknowledged);
  const invalid = Object.keys(errors).length > 0;
  const editing = draft.action === 2 && draft.planSlot !== null;
  return (
    <>
      <PageTitle>{`${t.reviewTitle}: ${data.name}`}</PageTitle>
      {/* Reading order = the phone's order: what was chosen, what it may become, then the action (issue 9). */}
      <div css={twoColumns(7, 4)}>
        <div>
          <SectionCard title={t.review.summary}>
            <ReviewSummary draft={draft} errors={errors} editTo={createPath} />
          </SectionCard>
          <SectionCard title={t.review.projection}>
            <ProjectionPanel input={projectionInput(draft)} debounceMs={0} noTimeframe={draft.skipTimeframe} />
          </SectionCard>
          <SectionCard title={t.review.model}>
            <ModelPortfolio model={data.model} />
          </SectionCard>
        </div>
        <div css={actionColumn} data-testid="review-action">
          <SectionCard title={t.review.confirmTitle}>
            <p>{t.review.minInitial(formatMoney(data.min_initial))}</p>
            <h3 css={smallHeading}>{t.review.disclaimers}</h3>
            <ul css={disclaimers}>
              {t.review.disclaimerItems.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
            {invalid ? <p role="alert">{t.review.fix}</p> : null}
            {ackMissing && draft.displayRiskLevel !== null && customerRisk !== null ? (
              <RiskAck chosen={draft.displayRiskLevel} customerRisk={customerRisk} />
            ) : null}
            <ConfirmPanel
              planType={planType}
              draft={draft}
              blocked={invalid || ackMissing}
              signedIn={signedIn}
              reviewPath={`${location.pathname}${location.search}`}
              onFieldError={setServerErrors}
              onSaved={(plan) => {
                state.clear();
                if (editing) {
                  // An edit has nothing more to offer: straight to the plan page, its data refreshed.
                  emit('ui/success-toast', { title: t.review.updated });
                  void navigate(planPagePath(plan));
                } else
                  setSaved({
                    plan,
                    initial: draft.initial,
                    contribution: draft.contribution,
                    riskState: data.customer_risk_state,
                  });
              }}
            />
          </SectionCard>
        </div>
      </div>
    </>
  );
}
