import { ProposalOrderPage } from './pages/proposal-order-page';

/**
 * Exposed as `orders/ProposalOrderRoute`. The shell mounts it at the exact path
 * `/dashboard/:accountType/:planSlot/proposal-order` (decision record 001), so the page reads
 * the shell route's params.
 */
export default function ProposalOrderRoute() {
  return <ProposalOrderPage />;
}
