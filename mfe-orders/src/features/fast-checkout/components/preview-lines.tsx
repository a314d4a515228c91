import type { ProposalOrderLine } from '@port/shared/contracts/order';
import { formatMoney, formatPercent, formatUnits } from '@port/shared/format/number';
import { fastCheckoutMessages as t } from '../messages';
import { list, muted, row } from './styles';

/** What a line is worth in baht: its amount, or its units at the latest NAV. */
export const lineValue = (line: ProposalOrderLine): number => line.amount ?? line.estimated_amount ?? 0;

/** The preview lines of §7's batch-order call with their share, adding up to the total. */
export function PreviewLines({ lines }: { lines: ProposalOrderLine[] }) {
  const total = lines.reduce((sum, l) => sum + Math.round(lineValue(l) * 100), 0) / 100;
  return (
    <>
      <ul css={list} aria-label={t.previewTitle}>
        {lines.map((line) => (
          <li key={`${line.order_type}-${line.fund_shortcode}`}>
            <div css={row}>
              <strong>
                {t.side(line.order_type)} {line.fund_shortcode}
              </strong>
              <span>{line.amount !== null ? `${formatMoney(line.amount)} บาท` : t.units(formatUnits(line.unit))}</span>
            </div>
            <div css={row}>
              <span css={muted}>{line.fund_name_th}</span>
              <span css={muted}>
                {line.amount === null && line.estimated_amount !== null
                  ? `${t.about(formatMoney(line.estimated_amount))} · `
                  : ''}
                {total > 0 ? formatPercent((lineValue(line) / total) * 100) : null}
              </span>
            </div>
          </li>
        ))}
      </ul>
      <div css={row}>
        <strong>{t.total}</strong>
        <strong data-testid="checkout-total">{formatMoney(total)} บาท</strong>
      </div>
    </>
  );
}
