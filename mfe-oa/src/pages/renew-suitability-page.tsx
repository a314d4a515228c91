import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { useCustomerRecord } from '../features/renewals/api/get-customer-record';
import { ApplicationOpen } from '../features/renewals/components/application-open';
import { RenewSuitabilityFlow } from '../features/renewals/components/renew-suitability-flow';
import { renewalText as t } from '../features/renewals/messages';
import { OaPageHeader } from './oa-page-header';

/** `/oa-landing/renew/suitability` (ours, issue 18): the SEC suitability test again for a customer with an account. */
export function RenewSuitabilityPage() {
  const { data, error, mutate } = useCustomerRecord();
  return (
    <div>
      <OaPageHeader title={t.suitabilityTitle} backTo="/dashboard" backText={t.backHome} />
      {error ? (
        <SectionError error={error} title={t.loadFailed} onRetry={() => void mutate()} />
      ) : !data ? (
        <SkeletonBlock height={640} label={t.loading} />
      ) : data.renewable ? (
        <RenewSuitabilityFlow record={data} />
      ) : (
        <ApplicationOpen oaStatus={data.oa_status} />
      )}
    </div>
  );
}
