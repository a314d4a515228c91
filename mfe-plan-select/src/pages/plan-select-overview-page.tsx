import { Link } from 'react-router-dom';
import { PageTitle } from '@port/shared/ui/page-title';
import { SectionCard } from '@port/shared/ui/section-card';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { focusRing } from '@port/shared/ui/theme';
import { useOverview } from '../features/catalog/api/get-overview';
import { LinkList } from '../features/catalog/components/link-list';
import { cardGrid, PlanTypeCard } from '../features/catalog/components/plan-type-card';
import { catalogMessages as t } from '../features/catalog/messages';

/** `/plan-select` (spec §2): plan types to compare, playlists and service levels; works signed out. */
export function PlanSelectOverviewPage() {
  const { data, error, mutate } = useOverview();
  return (
    <>
      <PageTitle>{t.overviewTitle}</PageTitle>
      {error ? <SectionError error={error} title={t.loadFailed} onRetry={() => void mutate()} /> : null}
      {!data && !error ? <SkeletonBlock height={640} label={t.loading} /> : null}
      {data ? (
        <>
          <p>{data.title}</p>
          <SectionCard
            title={t.planTypes}
            actions={
              <Link to="/plan-select/plans" css={focusRing}>
                {t.allPlans}
              </Link>
            }
          >
            <div css={cardGrid}>
              {data.plan_types.map((p) => (
                <PlanTypeCard key={p.plan_type} plan={p} />
              ))}
            </div>
          </SectionCard>
          <SectionCard title={t.playlists}>
            <LinkList items={data.playlists.map((p) => ({ to: `/plan-select/playlists/${p.playlist_type}`, label: p.title }))} />
          </SectionCard>
          <SectionCard title={t.slas}>
            <LinkList items={data.slas.map((s) => ({ to: `/plan-select/sla/${s.sla_type}`, label: s.name_th }))} />
          </SectionCard>
        </>
      ) : null}
    </>
  );
}
