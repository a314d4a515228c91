import { PageTitle } from '@port/shared/ui/page-title';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { usePlanTypes } from '../features/catalog/api/get-overview';
import { cardGrid, PlanTypeCard } from '../features/catalog/components/plan-type-card';
import { catalogMessages as t } from '../features/catalog/messages';

/** `/plan-select/plans` (spec §2): every plan type as a card to compare. */
export function PlanListPage() {
  const { data, error, mutate } = usePlanTypes();
  return (
    <>
      <PageTitle>{t.listTitle}</PageTitle>
      <p>{t.listIntro}</p>
      {error ? <SectionError error={error} title={t.loadFailed} onRetry={() => void mutate()} /> : null}
      {!data && !error ? <SkeletonBlock height={720} label={t.loading} /> : null}
      {data ? (
        <div css={cardGrid}>
          {data.map((p) => (
            <PlanTypeCard key={p.plan_type} plan={p} />
          ))}
        </div>
      ) : null}
    </>
  );
}
