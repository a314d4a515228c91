import { PendingPage } from '@port/shared/ui/pending-page';
import { taxSavingLandingMessages as t } from '../features/tax-saving-landing/messages';

/** `/tax-saving-fund` (spec §2): the tax-saving fund landing page. */
export function TaxSavingLandingPage() {
  return <PendingPage title={t.title} detail={t.detail} />;
}
