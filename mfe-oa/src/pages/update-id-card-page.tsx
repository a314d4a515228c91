import { UpdateIdCardFlow } from '../features/renewals/components/update-id-card-flow';
import { renewalText as t } from '../features/renewals/messages';
import { RenewalPage } from './renewal-page';

/** `/oa-landing/renew/id-card` (ours, issue 18): the new ID card of a customer with an account. */
export function UpdateIdCardPage() {
  return <RenewalPage title={t.idCardTitle}>{(record) => <UpdateIdCardFlow record={record} />}</RenewalPage>;
}
