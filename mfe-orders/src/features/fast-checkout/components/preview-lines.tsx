import type { ProposalOrderLine } from '@port/shared/contracts/order';
import { formatMoney, formatNumber } from '@port/shared/format/number';
import { fastCheckoutMessages as t } from '../messages';
import { lineAmount } from './order-line-item';
import { list, muted, nowrap, row } from './styles';
import { sumBaht } from '@port/shared/domain/satang';

/** What a line is worth in baht: its amount, or its units at the latest NAV. */
export const lineValue = (line: ProposalOrderLine): number => line.amount ?? line.estimated_amount ?? 0;

/**
 * The preview lines of §7's batch-order call with their share (spec §9: 0–2 decimals, '40%'), adding up
 * to the total. `showTotal` false when an order summary right below already says the total (PRA).
 */
export function PreviewLines({ lines, showTotal = true }: { lines: ProposalOrderLine[]; showTotal?: boolean }) {
  const total = sumBaht(lines.map(lineValue));
  return (
    <>
      <ul css={list} aria-label={t.previewTitle}>
        {lines.map((line) => (
          <li key={`${line.order_type}-${line.fund_shortcode}`}>
            <div css={row}>
              <strong css={nowrap}>
                {t.side(line.order_type)} {line.fund_shortcode}
              </strong>
              <span css={nowrap}>{lineAmount(line)}</span>
            </div>
            <div css={row}>
              <span css={muted}>{line.fund_name_th}</span>
              <span css={[muted, nowrap]}>
                {line.amount === null && line.estimated_amount !== null
                  ? `${t.about(formatMoney(line.estimated_amount))} · `
                  : ''}
                {total > 0 ? t.share(formatNumber((lineValue(line) / total) * 100)) : null}
              </span>
            </div>
          </li>
        ))}
      </ul>
      {showTotal ? (
        <div css={row}>
          <strong>{t.total}</strong>
          <strong css={nowrap} data-testid="checkout-total">
            {formatMoney(total)} บาท
          </strong>
        </div>
      ) : null}
    </>
  );
}
