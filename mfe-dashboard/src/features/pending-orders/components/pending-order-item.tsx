import type { ReactNode } from 'react';
import type { Order } from '@port/shared/contracts/order';
import { moneyDirection } from '@port/shared/domain/order-wording';
import { orderMarkerText } from '@port/shared/domain/status-messages';
import { formatDate, formatDateTime } from '@port/shared/format/date';
import { formatMoney, formatUnits } from '@port/shared/format/number';
import { Button } from '@port/shared/ui/button';
import { theme } from '@port/shared/ui/theme';
import { PENDING_ORDER_MESSAGES as M } from '../messages';

interface Props {
  order: Order;
  onCancel: (order: Order) => void;
}

const nowrap = { whiteSpace: 'nowrap' } as const;
/** A fact: label then value on one line when both fit, the value under its label when not. */
const factRow = {
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: theme.space.sm,
  marginBottom: 2,
  '& dt': { flex: '0 0 16em', maxWidth: '100%' },
  '& dd': { flex: '1 1 auto', minWidth: 0, margin: 0, color: theme.color.text, overflowWrap: 'anywhere' },
} as const;
/** A date or a date and time, never broken across lines. */
const whole = (text: string) => <span css={nowrap}>{text}</span>;

/** The facts that tell two pending orders apart (issue 17 item 5): when, how much, which bank, which dates. */
function facts(order: Order): [string, ReactNode][] {
  const direction = moneyDirection(order.order_type);
  const bank = order.bank_name ? `${order.bank_name} ${order.masked_bank_account_no ?? ''}`.trim() : null;
  const rows: [string, ReactNode][] = [[M.orderedAt, whole(formatDateTime(order.order_date))]];
  if (order.amount !== null) rows.push([M.amount, whole(`${formatMoney(order.amount)} ${M.baht}`)]);
  else if (order.unit !== null) rows.push([M.units, `${formatUnits(order.unit)} ${M.unit}`]);
  if (order.trade_date) rows.push([M.tradeDate, whole(formatDate(order.trade_date))]);
  // A buy debits the bank on its trade date; a sell credits it on its money date (never a debit).
  if (direction === 'debit' && bank) rows.push([M.debit, `${bank} · ${order.payment_display_text ?? ''}`]);
  if (direction === 'debit' && order.trade_date) rows.push([M.debitOn, whole(formatDate(order.trade_date))]);
  if (direction === 'credit' && bank) rows.push([M.credit, bank]);
  if (order.expected_date) {
    const label = direction === 'debit' ? M.unitsArrive : direction === 'credit' ? M.moneyArrive : M.switchArrive;
    rows.push([label, whole(formatDate(order.expected_date))]);
  }
  // Spec §4 order-type markers: an order placed from a proposal (or by AA) says so.
  const marker = orderMarkerText(order.source);
  if (marker) rows.push([M.placedBy, marker]);
  rows.push([M.orderNo, order.order_no]);
  return rows;
}

/** One pending order: type, fund, state, then its facts as a description list. */
export function PendingOrderItem({ order, onCancel }: Props) {
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
      {/* Each fact is a row that wraps: its value sits beside its label while both fit (labels in a
          16em column, values aligned), and under it when not. No media rule: the width that decides is
          the card's own, and Chromium was seen keeping a 1280 px media result after a resize to 320 px,
          pushing a date 72 px out of the page (issue 21 item 1). */}
      <dl
        data-testid="pending-order-facts"
        css={{ margin: `${theme.space.xs} 0 0`, fontSize: '0.875rem', color: theme.color.textMuted }}
      >
        {facts(order).map(([label, value]) => (
          <div key={label} css={factRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
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
