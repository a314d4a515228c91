import { useState } from 'react';
import { emit } from '@port/shared/bus/event-bus';
import type { Order } from '@port/shared/contracts/order';
import { ConfirmDialog } from '@port/shared/ui/confirm-dialog';
import { SectionCard } from '@port/shared/ui/section-card';
import { errorMessage } from '@port/shared/http/http-error-info';
import { useCancelOrder } from '../api/cancel-order';
import { PENDING_ORDER_MESSAGES as M } from '../messages';
import { PendingOrderItem } from './pending-order-item';

interface Props {
  orders: readonly Order[];
  planDetailKey: string;
}

/** Pending orders with cancellation: confirm first; a failure shows the server's message (spec §4, §8). */
export function PendingOrdersCard({ orders, planDetailKey }: Props) {
  const [target, setTarget] = useState<Order | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const cancelOrder = useCancelOrder(planDetailKey);

  async function confirmCancel() {
    if (!target) return;
    setBusy(true);
    setFailure(null);
    try {
      await cancelOrder(target);
      emit('ui/success-toast', { title: M.cancelled });
      setTarget(null);
    } catch (e) {
      setFailure(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SectionCard title={M.title} testId="pending-orders">
      {orders.length === 0 ? (
        <p>{M.empty}</p>
      ) : (
        <ul css={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {orders.map((o) => (
            <PendingOrderItem
              key={o.order_no}
              order={o}
              onCancel={(order) => {
                setFailure(null);
                setTarget(order);
              }}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={target !== null}
        title={M.confirmTitle}
        description={target ? M.confirmDescription(target.fund_shortcode) : undefined}
        confirmText={M.confirm}
        cancelText={M.keep}
        busy={busy}
        onConfirm={() => void confirmCancel()}
        onCancel={() => {
          setTarget(null);
          setFailure(null);
        }}
      >
        {failure ? (
          <p role="alert" data-testid="cancel-order-error">
            {M.cancelFailed}: {failure}
          </p>
        ) : null}
      </ConfirmDialog>
    </SectionCard>
  );
}
