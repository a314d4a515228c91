import { css } from '@emotion/react';
import type { ProposalOrderLine } from '@port/shared/contracts/order';
import { formatDate } from '@port/shared/format/date';
import { formatMoney } from '@port/shared/format/number';
import { theme } from '@port/shared/ui/theme';
import { fastCheckoutMessages as t } from '../messages';
import { muted, nowrap } from './styles';
import { sumBaht } from '@port/shared/domain/satang';

const box = css`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 2px solid ${theme.color.border};
  border-radius: ${theme.radius.box};
  background: ${theme.color.surfaceMuted};
  p {
    margin: 0;
  }
`;
const big = css`
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.bold};
`;
const bankRow = css`
  display: grid;
  gap: ${theme.space.xs};
  > span:last-of-type {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
  }
  img {
    width: 28px;
    height: 28px;
  }
`;

/** The account money leaves from or comes back to: logo, name and masked number only. */
export interface SummaryBank {
  bank_display_name: string;
  masked_bank_account_no: string;
  bank_logo_url: string | null;
}

interface Props {
  lines: ProposalOrderLine[];
  /** What is paid when there are no preview lines (a combo). */
  amount: number | null;
  bank: SummaryBank | null;
  /** PRA: the bank is the one set up for the regular investment. */
  praBank?: boolean;
}

/**
 * The last thing read before confirming (issue 8): the total paid (or the value sold, estimated)
 * first, then the bank account it is debited from or credited to.
 */
export function OrderSummary({ lines, amount, bank, praBank = false }: Props) {
  const buys = lines.filter((l) => l.order_type !== 'sell');
  const sells = lines.filter((l) => l.order_type === 'sell');
  const pay = lines.length > 0 ? sumBaht(buys.map((l) => l.amount ?? 0)) : amount;
  const sold = sumBaht(sells.map((l) => l.estimated_amount ?? 0));
  const onlySells = buys.length === 0 && sells.length > 0;
  // The money leaves the account on the trade date (cut-off and business days already applied by the server).
  const debitDay = buys.map((l) => l.trade_date).sort()[0] ?? null;
  return (
    <section css={box} aria-label={t.summaryTitle} data-testid="order-summary">
      {pay !== null && !onlySells ? (
        <p>
          {t.payTotal} <span css={[big, nowrap]}>{formatMoney(pay)} บาท</span>
        </p>
      ) : null}
      {debitDay ? (
        <p data-testid="debit-date">
          {t.debitOn} <strong css={nowrap}>{formatDate(debitDay)}</strong>
        </p>
      ) : null}
      {sells.length > 0 ? (
        <>
          <p>
            {t.sellAbout} <span css={onlySells ? [big, nowrap] : nowrap}>{formatMoney(sold)} บาท</span>
          </p>
          <p css={muted}>{t.sellNote}</p>
        </>
      ) : null}
      {bank ? (
        <div css={bankRow}>
          <span>{praBank ? t.praBank : onlySells ? t.creditTo : t.debitFrom}</span>
          <span>
            {bank.bank_logo_url ? <img src={bank.bank_logo_url} alt="" width={28} height={28} /> : null}
            <strong>
              {bank.bank_display_name} <span css={nowrap}>{bank.masked_bank_account_no}</span>
            </strong>
          </span>
        </div>
      ) : null}
    </section>
  );
}
