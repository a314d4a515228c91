import { PendingPage } from '../../../components/pending-page';
import { taxSavingLandingMessages as t } from '../messages';

/** `/tax-saving-fund` (spec §2): the tax-saving fund landing page. */
export function TaxSavingLandingPage() {
  return <PendingPage title={t.title} detail={t.detail} />;
}
