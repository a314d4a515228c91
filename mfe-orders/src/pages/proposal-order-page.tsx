import { useParams } from 'react-router-dom';
import { NotFoundPage } from '@port/shared/ui/not-found-page';
import { PendingPage } from '@port/shared/ui/pending-page';
import { proposalOrderMessages as t } from '../features/proposal-order/messages';
import { parseProposalOrderParams } from '../features/proposal-order/model/proposal-order-params';

/** `/dashboard/{omnibus|segregate}/{planSlot}/proposal-order` (spec §2): proposal order for a plan. */
export function ProposalOrderPage() {
  const params = parseProposalOrderParams(useParams());
  if (!params) return <NotFoundPage />;
  return <PendingPage title={t.title} detail={t.detail(params.accountType, params.planSlot)} />;
}
