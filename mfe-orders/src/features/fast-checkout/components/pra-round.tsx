import type { Pra } from '@port/shared/contracts/pra';
import { formatDate } from '@port/shared/format/date';
import { formatMoney } from '@port/shared/format/number';
import { fastCheckoutMessages as t } from '../messages';
import { lineAmount } from './order-line-item';
import { list, muted, notice, nowrap, row } from './styles';

/**
 * Where this PRA order stands against the automatic debit (issue 8 review item 1; spec §4
 * PRA_BATCH_ON_PROCESS): the next debit date and amount; an order now is an extra round; while an
 * earlier PRA order is pending its orders are listed and no new one is offered (the server refuses
 * it too: 409 PRA_PENDING).
 */
export function PraRound({ pra }: { pra: Pra }) {
  const pending = pra.pending_orders ?? [];
  const next = pra.next_debit_date ?? null;
  return (
    <>
      {next ? (
        <p data-testid="pra-next-debit">
          {t.pra.nextDebit} <strong css={nowrap}>{formatDate(next)}</strong>{' '}
          <span css={nowrap}>({formatMoney(pra.total_amount)} บาท)</span>
        </p>
      ) : null}
      {pending.length > 0 ? (
        <section css={notice} aria-label={t.pra.pendingTitle} data-testid="pra-pending">
          <strong>{t.pra.pendingTitle}</strong>
          <ul css={list}>
            {pending.map((o) => (
              <li key={o.order_no}>
                <div css={row}>
                  <span>
                    {t.side(o.order_type)} {o.fund_shortcode}
                  </span>
                  <span css={nowrap}>{lineAmount(o)}</span>
                </div>
                <span css={muted}>
                  {o.state_text}
                  {o.trade_date ? (
                    <>
                      {' · '}
                      {t.debitLabel}: <span css={nowrap}>{formatDate(o.trade_date)}</span>
                    </>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
          <p>{t.pra.pendingNote}</p>
        </section>
      ) : next ? (
        <p css={muted}>{t.pra.extraRound(formatDate(next))}</p>
      ) : null}
    </>
  );
}
