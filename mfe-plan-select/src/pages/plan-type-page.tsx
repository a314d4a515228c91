import { Link, useParams } from 'react-router-dom';
import { Money } from '@port/shared/ui/money';
import { PageTitle } from '@port/shared/ui/page-title';
import { primaryLink } from '@port/shared/ui/primary-link';
import { SectionCard } from '@port/shared/ui/section-card';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { ThaiText } from '@port/shared/ui/thai-text';
import { focusRing, theme } from '@port/shared/ui/theme';
import { useSignedIn } from '../features/plan-create/api/get-profile';
import { yourSuitability } from '../features/plan-create/messages';
import { usePlanTypeInfo } from '../features/plan-type/api/get-plan-type-info';
import { ModelPortfolio } from '../features/plan-type/components/model-portfolio';
import { PlanTypeNotFound } from '../features/plan-type/components/plan-type-not-found';
import { planTypeMessages as t } from '../features/plan-type/messages';
import { parsePlanType } from '../features/plan-type/model/plan-type-label';
import { isNotFound } from '../features/plan-type/model/is-not-found';

const muted = { color: theme.color.textMuted, fontSize: theme.font.size.sm };

/** `/plan-select/plans/{planType}` (spec §2, §7 info/{id}): what the plan is, its model portfolio, minimums, start. */
export function PlanTypePage() {
  const planType = parsePlanType(useParams().planType);
  const signedIn = useSignedIn();
  const base = usePlanTypeInfo(planType);
  // Signed in, the recommended level is the customer's (the one the create page preselects, review item 2).
  const yours = signedIn === 'in' ? (base.data?.customer_risk_level ?? null) : null;
  const personal = yours !== null && yours !== base.data?.model.risk_level;
  const mine = usePlanTypeInfo(personal ? planType : null, yours);
  const { error, mutate } = personal && mine.error ? mine : base;
  const data = personal ? mine.data : base.data;
  if (!planType || isNotFound(error)) return <PlanTypeNotFound />;
  if (error) return <SectionError error={error} title={t.loadFailed} onRetry={() => void mutate()} />;
  if (!data || signedIn === 'unknown') return <SkeletonBlock height={720} label={t.loading} />;
  return (
    <>
      <PageTitle>{data.name}</PageTitle>
      <SectionCard title={t.about}>
        <p>{data.description}</p>
        <ul>
          {data.highlights.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      </SectionCard>
      <SectionCard title={t.minimums}>
        <p>
          {t.minInitial}: <Money value={data.min_initial} withUnit />
        </p>
        <p data-testid="plan-type-risk">
          {yours !== null ? t.suggestedRiskYours : t.suggestedRisk}: {data.model.risk_level_display}
        </p>
        <p css={muted} data-testid="plan-type-suitability">
          <ThaiText>{(signedIn === 'in' ? yourSuitability(base.data ?? data) : null) ?? t.signInForYours}</ThaiText>
        </p>
      </SectionCard>
      <SectionCard title={t.model}>
        <ModelPortfolio model={data.model} />
      </SectionCard>
      <Link to={`/plan-select/plans/${planType}/create`} css={[primaryLink, focusRing]}>
        {t.start}
      </Link>
    </>
  );
}
