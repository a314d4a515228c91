import { ThaiDate } from '@port/shared/ui/thai-date';
import type { Order } from '@port/shared/contracts/order';
import { formatMoney, formatUnits } from '@port/shared/format/number';
import { Button } from '@port/shared/ui/button';
import { PENDING_ORDER_MESSAGES as M } from '../messages';
import { theme } from '@port/shared/ui/theme';

interface Props {
  order: Order;
  onCancel: (order: Order) => void;
}

/** One pending order: type, fund, state text, amount or units, expected date, payment text. */
export function PendingOrderItem({ order, onCancel }: Props) {
  const amount = order.amount !== null ? `${formatMoney(order.amount)} ${M.baht}` : null;
  const units = order.unit !== null ? `${formatUnits(order.unit)} ${M.unit}` : null;
  return (
    <li
      data-testid="pending-order"
      data-order-no={order.order_no}
      css={{ padding: '10px 0', borderBottom: `1px solid ${theme.color.divider}` }}
    >
      <div css={{ display: 'flex', justifyContent: 'space-between', gap: theme.space.sm, flexWrap: 'wrap' }}>
        <strong>
          {M.orderType[order.order_type]} {order.fund_shortcode}
          {order.sw_to_fund ? ` → ${order.sw_to_fund}` : ''}
        </strong>
        <span data-testid="pending-order-state">{order.state_text}</span>
      </div>
      <div css={{ fontSize: '0.875rem', color: theme.color.textMuted }}>
        {amount ? (
          <span>
            {M.amount} {amount}
          </span>
        ) : units ? (
          <span>
            {M.units} {units}
          </span>
        ) : null}
        {order.expected_date ? (
          <span>
            {' · '}
            {M.expectedDate} <ThaiDate value={order.expected_date} />
          </span>
        ) : null}
        {order.payment_display_text ? (
          <span>
            {' · '}
            {M.payment} {order.payment_display_text}
          </span>
        ) : null}
      </div>
      <Button
        variant="secondary"
        css={{ marginTop: theme.space.sm }}
        onClick={() => onCancel(order)}
        aria-label={M.cancelLabel(order.order_no, order.fund_shortcode)}
        data-testid="cancel-order-button"
      >
        {M.cancel}
      </Button>
    </li>
  );
}
