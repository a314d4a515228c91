import { ReviewKycFlow } from '../features/renewals/components/review-kyc-flow';
import { kycText as t } from '../features/renewals/kyc-messages';
import { RenewalPage } from './renewal-page';

/** `/oa-landing/renew/kyc` (ours, issue 18 item 2): the KYC review of a customer with an account. */
export function ReviewKycPage() {
  return <RenewalPage title={t.title}>{(record) => <ReviewKycFlow record={record} />}</RenewalPage>;
}
