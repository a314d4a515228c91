import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { accountTypeSchema } from '@port/shared/contracts/enums';
import { PageTitle } from '@port/shared/ui/page-title';
import { SectionCard } from '@port/shared/ui/section-card';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { useAccountStanding } from '../features/plan-create/api/get-account-standing';
import { usePlanIdOfSlot } from '../features/plan-create/api/find-plan-id';
import { usePlanForEdit } from '../features/plan-create/api/get-plan-for-edit';
import { useSignedIn } from '../features/plan-create/api/get-profile';
import { DiscardedNote } from '../features/plan-create/components/discarded-note';
import { DraftForm } from '../features/plan-create/components/draft-form';
import { NoAccountNotice } from '../features/plan-create/components/no-account-notice';
import { PlanNotFound } from '../features/plan-create/components/plan-not-found';
import { useDraftSession } from '../features/plan-create/hooks/use-draft-session';
import { planCreateMessages as t, yourSuitability } from '../features/plan-create/messages';
import { useDraftStore } from '../features/plan-create/model/draft-store';
import { projectionInput } from '../features/plan-create/model/plan-body';
import { minimumAtLevel } from '../features/plan-create/model/validate';
import { usePlanTypeInfo } from '../features/plan-type/api/get-plan-type-info';
import { PlanTypeNotFound } from '../features/plan-type/components/plan-type-not-found';
import { planTypeMessages } from '../features/plan-type/messages';
import { isNotFound } from '../features/plan-type/model/is-not-found';
import { parsePlanType } from '../features/plan-type/model/plan-type-label';
import { ProjectionPanel } from '../features/projection/components/projection-panel';
import { projectionMessages } from '../features/projection/messages';
import { twoColumns } from './two-columns';

/**
 * `/plan-select/plans/{planType}/create` (spec §2, §3 plan-create input); `?action=2&planSlot=N` edits the
 * omnibus plan in slot N (`&accountType=segregate` for a segregate plan), or `?action=2&planId=ID` any plan.
 */
export function PlanCreatePage() {
  const planType = parsePlanType(useParams().planType);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const editing = params.get('action') === '2';
  const slotParam = Number(params.get('planSlot'));
  const slot = editing && !params.get('planId') && Number.isInteger(slotParam) && slotParam > 0 ? slotParam : null;
  // §3 accountType (omnibus by default): a segregate plan's slot is its own numbering.
  const accountType = accountTypeSchema.safeParse(params.get('accountType') ?? 'omnibus').data;
  const bySlot = usePlanIdOfSlot(accountType ? slot : null, accountType);
  const editId = editing ? (params.get('planId') ?? bySlot.planId) : null;
  const signedIn = useSignedIn();
  const info = usePlanTypeInfo(planType);
  const edit = usePlanForEdit(editId);
  const data = info.data;
  const ready = useDraftSession(
    planType && data && (!editing || edit.data)
      ? {
          planType,
          minInitial: minimumAtLevel(data, data.customer_risk_level ?? data.suggested_risk_level),
          defaultRisk: data.customer_risk_level ?? data.suggested_risk_level,
          editing: edit.data ?? null,
        }
      : null,
  );
  const draft = useDraftStore((s) => s.draft);
  // Told before the form, not after filling it in (issue 17 "Why" 8); an edit has its account already.
  const standing = useAccountStanding(signedIn === 'in' && !editing, draft.accountType);
  if (!planType || isNotFound(info.error)) return <PlanTypeNotFound />;
  if (editing && (bySlot.missing || isNotFound(edit.error) || (!params.get('planId') && (!slot || !accountType)))) {
    return <PlanNotFound />;
  }
  const title = editing ? t.editTitle : t.createTitle;
  const failure = info.error ?? edit.error ?? bySlot.error;
  return (
    <>
      <PageTitle>{data ? `${title}: ${data.name}` : title}</PageTitle>
      <DiscardedNote />
      {failure ? (
        <SectionError
          error={failure}
          title={planTypeMessages.loadFailed}
          onRetry={() => void (info.error ? info.mutate() : edit.mutate())}
        />
      ) : null}
      {!ready && !failure ? <SkeletonBlock height={520} label={planTypeMessages.loading} /> : null}
      {standing && !standing.ready ? <NoAccountNotice oaStatus={standing.oaStatus} /> : null}
      {ready && data && standing?.ready !== false ? (
        <div css={twoColumns(5, 6)}>
          <SectionCard title={t.formTitle}>
            <DraftForm
              key={`${draft.action}-${draft.planSlot ?? 'new'}`}
              minInitial={minimumAtLevel(data, draft.displayRiskLevel)}
              suggestedRisk={data.suggested_risk_level}
              customerRisk={data.customer_risk_level}
              suitability={signedIn === 'in' ? yourSuitability(data) : null}
              signedIn={signedIn === 'in'}
              onDone={() => navigate({ pathname: `/plan-select/plans/${planType}/review`, search: params.toString() })}
            />
          </SectionCard>
          <SectionCard title={projectionMessages.title}>
            <ProjectionPanel input={projectionInput(draft)} />
          </SectionCard>
        </div>
      ) : null}
    </>
  );
}
