import type { ReactNode } from 'react';
import type { CustomerRecord } from '@port/shared/contracts/customer-record';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { useCustomerRecord } from '../features/renewals/api/get-customer-record';
import { ApplicationOpen } from '../features/renewals/components/application-open';
import { renewalText as t } from '../features/renewals/messages';
import { OaPageHeader } from './oa-page-header';

/**
 * The frame of a renewal page (issue 18): the customer's record read once, its loading and failure,
 * and a customer whose application is still open sent to it; `children` renews a renewable record.
 */
export function RenewalPage({ title, children }: { title: string; children: (record: CustomerRecord) => ReactNode }) {
  const { data, error, mutate } = useCustomerRecord();
  return (
    <div>
      <OaPageHeader title={title} backTo="/dashboard" backText={t.backHome} />
      {error ? (
        <SectionError error={error} title={t.loadFailed} onRetry={() => void mutate()} />
      ) : !data ? (
        <SkeletonBlock height={320} label={t.loading} />
      ) : data.renewable ? (
        children(data)
      ) : (
        <ApplicationOpen oaStatus={data.oa_status} />
      )}
    </div>
  );
}
