import { css } from '@emotion/react';
import type { CheckoutResult } from '@port/shared/contracts/fast-checkout';
import { formatDate } from '@port/shared/format/date';
import { formatMoney, formatUnits } from '@port/shared/format/number';
import { Button } from '@port/shared/ui/button';
import { theme } from '@port/shared/ui/theme';
import { fastCheckoutMessages as t } from '../messages';
import { list, muted, row, stepBox } from './styles';

const total = css`
  margin: 0;
  font-size: ${theme.font.size.lg};
`;

/** The receipt: order numbers, Thai states and expected dates (issue 8). */
export function Receipt({ result, onDone }: { result: CheckoutResult; onDone: () => void }) {
  return (
    <div css={stepBox}>
      {result.total_amount > 0 ? (
        <p css={total} data-testid="receipt-total">
          {t.payTotal} <strong>{formatMoney(result.total_amount)} บาท</strong>
        </p>
      ) : null}
      <ul css={list}>
        {result.orders.map((o) => (
          <li key={o.order_no}>
            <div css={row}>
              <strong>
                {t.side(o.order_type)} {o.fund_shortcode}
              </strong>
              <span>{o.amount !== null ? `${formatMoney(o.amount)} บาท` : t.units(formatUnits(o.unit))}</span>
            </div>
            <div css={row}>
              <span css={muted}>
                {t.orderNo} {o.order_no}
              </span>
              <span css={muted}>
                {o.state_text} · {t.tradeOn(formatDate(o.trade_date))}
              </span>
            </div>
          </li>
        ))}
      </ul>
      <Button onClick={onDone}>{t.done}</Button>
    </div>
  );
}
