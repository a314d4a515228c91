import { Link, useParams } from 'react-router-dom';
import { Money } from '@port/shared/ui/money';
import { PageTitle } from '@port/shared/ui/page-title';
import { primaryLink } from '@port/shared/ui/primary-link';
import { SectionCard } from '@port/shared/ui/section-card';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { focusRing } from '@port/shared/ui/theme';
import { usePlanTypeInfo } from '../features/plan-type/api/get-plan-type-info';
import { ModelPortfolio } from '../features/plan-type/components/model-portfolio';
import { PlanTypeNotFound } from '../features/plan-type/components/plan-type-not-found';
import { planTypeMessages as t } from '../features/plan-type/messages';
import { parsePlanType } from '../features/plan-type/model/plan-type-label';
import { isNotFound } from '../features/plan-type/model/is-not-found';

/** `/plan-select/plans/{planType}` (spec §2, §7 info/{id}): what the plan is, its model portfolio, minimums, start. */
export function PlanTypePage() {
  const planType = parsePlanType(useParams().planType);
  const { data, error, mutate } = usePlanTypeInfo(planType);
  if (!planType || isNotFound(error)) return <PlanTypeNotFound />;
  if (error) return <SectionError error={error} title={t.loadFailed} onRetry={() => void mutate()} />;
  if (!data) return <SkeletonBlock height={720} label={t.loading} />;
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
        <p>
          {t.suggestedRisk}: {data.model.risk_level_display}
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
