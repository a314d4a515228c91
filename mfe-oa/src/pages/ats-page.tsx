import { ATS_ACTIONABLE } from '@port/shared/contracts/ats';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { theme } from '@port/shared/ui/theme';
import { useAts } from '../features/ats/api/ats';
import { AtsForm } from '../features/ats/components/ats-form';
import { AtsDone, AtsNothingToDo, AtsRejected } from '../features/ats/components/ats-states';
import { atsText as t } from '../features/ats/messages';
import { OaPageHeader } from './oa-page-header';

/**
 * `/oa-landing/ats` (ours, issue 22 item 1; spec §4 ATS_REQUIRED, ATS_REJECTED): the bank step of
 * account opening for a customer who has an account; a refused request shows its reason and is
 * corrected here; a sent or confirmed one says so.
 */
export function AtsPage() {
  const { data, error, mutate } = useAts();
  return (
    <div css={{ maxWidth: 880 }}>
      <OaPageHeader title={t.title} backTo="/dashboard" backText={t.backHome} />
      {error ? (
        <SectionError error={error} title={t.loadFailed} onRetry={() => void mutate()} />
      ) : !data ? (
        <SkeletonBlock height={480} label={t.loading} />
      ) : data.status && ATS_ACTIONABLE.includes(data.status) ? (
        <div css={{ display: 'grid', gap: theme.space.lg }}>
          {data.status === 'ATS_REJECTED' ? <AtsRejected ats={data} /> : <p css={{ margin: 0 }}>{t.lead}</p>}
          <AtsForm key={data.status} ats={data} />
        </div>
      ) : data.status ? (
        <AtsDone ats={data} />
      ) : (
        <AtsNothingToDo />
      )}
    </div>
  );
}
