import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { useCustomerRecord } from '../features/renewals/api/get-customer-record';
import { ApplicationOpen } from '../features/renewals/components/application-open';
import { UpdateIdCardFlow } from '../features/renewals/components/update-id-card-flow';
import { renewalText as t } from '../features/renewals/messages';
import { OaPageHeader } from './oa-page-header';

/** `/oa-landing/renew/id-card` (ours, issue 18): the new ID card of a customer with an account. */
export function UpdateIdCardPage() {
  const { data, error, mutate } = useCustomerRecord();
  return (
    <div>
      <OaPageHeader title={t.idCardTitle} backTo="/dashboard" backText={t.backHome} />
      {error ? (
        <SectionError error={error} title={t.loadFailed} onRetry={() => void mutate()} />
      ) : !data ? (
        <SkeletonBlock height={320} label={t.loading} />
      ) : data.renewable ? (
        <UpdateIdCardFlow record={data} />
      ) : (
        <ApplicationOpen oaStatus={data.oa_status} />
      )}
    </div>
  );
}
