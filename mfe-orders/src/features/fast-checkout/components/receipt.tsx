import { css } from '@emotion/react';
import type { CheckoutResult } from '@port/shared/contracts/fast-checkout';
import { formatDate } from '@port/shared/format/date';
import { formatMoney } from '@port/shared/format/number';
import { Button } from '@port/shared/ui/button';
import { theme } from '@port/shared/ui/theme';
import { fastCheckoutMessages as t } from '../messages';
import { lineAmount } from './order-line-item';
import { facts, list, muted, nowrap, row, stepBox } from './styles';

const total = css`
  margin: 0;
  font-size: ${theme.font.size.lg};
`;

/**
 * The receipt (issue 8 review item 7): the total, the account debited (or credited), then each order
 * with its number, Thai state and labelled dates. It says itself what was sent: no toast over it.
 */
export function Receipt({ result, onDone }: { result: CheckoutResult; onDone: () => void }) {
  const first = result.orders.find((o) => o.masked_bank_account_no !== null) ?? null;
  const onlySells = result.orders.every((o) => o.order_type === 'sell');
  return (
    <div css={stepBox}>
      {result.total_amount > 0 ? (
        <p css={total} data-testid="receipt-total">
          {t.payTotal} <strong css={nowrap}>{formatMoney(result.total_amount)} บาท</strong>
        </p>
      ) : null}
      {first ? (
        <p css={muted} data-testid="receipt-bank">
          {onlySells ? t.creditTo : t.debitFrom} {first.bank_name} <span css={nowrap}>{first.masked_bank_account_no}</span>
        </p>
      ) : null}
      <ul css={list}>
        {result.orders.map((o) => (
          <li key={o.order_no}>
            <div css={row}>
              <strong css={nowrap}>
                {t.side(o.order_type)} {o.fund_shortcode}
              </strong>
              <span css={nowrap}>{lineAmount(o)}</span>
            </div>
            <div css={row}>
              <span css={[muted, nowrap]}>
                {t.orderNo} {o.order_no}
              </span>
              <span css={muted}>{o.state_text}</span>
            </div>
            <dl css={facts}>
              {o.order_type !== 'sell' && o.trade_date ? (
                <div>
                  <dt>{t.debitLabel}:</dt>
                  <dd>{formatDate(o.trade_date)}</dd>
                </div>
              ) : null}
              {o.expected_date ? (
                <div>
                  <dt>{o.order_type === 'sell' ? t.moneyArriveLabel : t.unitsArriveLabel}:</dt>
                  <dd>{formatDate(o.expected_date)}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
      <Button onClick={onDone}>{t.done}</Button>
    </div>
  );
}
