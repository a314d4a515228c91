import { useLocation, useParams } from 'react-router-dom';
import { Money } from '@port/shared/ui/money';
import { PageTitle } from '@port/shared/ui/page-title';
import { SectionCard } from '@port/shared/ui/section-card';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { useSignedIn } from '../features/plan-create/api/get-profile';
import { CatalogueNotFound } from './catalogue-not-found';
import { isNotFound } from '../features/plan-type/model/is-not-found';
import { useSla } from '../features/service-level/api/get-sla';
import { MyLevel } from '../features/service-level/components/my-level';
import { serviceLevelMessages as t } from '../features/service-level/messages';
import { useMinimumLoading } from '@port/shared/ui/loading-state';

/** `/plan-select/sla/{slaType}` (spec §2, §7 sla/{id}): what the tier gives, its minimum, and where the customer stands. */
export function ServiceLevelPage() {
  const { slaType = '' } = useParams();
  const location = useLocation();
  const signedIn = useSignedIn();
  const { data, error, mutate } = useSla(slaType);
  const loading = useMinimumLoading(!data && !error); // spec §9: no flashing skeleton
  if (isNotFound(error)) {
    return <CatalogueNotFound title={t.notFound} back={t.back} />;
  }
  if (error) return <SectionError error={error} title={t.loadFailed} onRetry={() => void mutate()} />;
  if (!data || loading) return <SkeletonBlock height={420} label={t.loading} />;
  return (
    <>
      <PageTitle>{`${t.title} ${data.name_th}`}</PageTitle>
      <p>{data.description}</p>
      <SectionCard title={t.minAum}>
        <p data-testid="sla-min-aum">
          <Money value={data.min_aum} withUnit />
        </p>
      </SectionCard>
      <SectionCard title={t.benefits}>
        <ul>
          {data.benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </SectionCard>
      <SectionCard title={t.yours}>
        <MyLevel sla={data} signedIn={signedIn} returnUrl={location.pathname} />
      </SectionCard>
    </>
  );
}
