import { css } from '@emotion/react';
import { formatPercent, formatSignedProfit } from '../format/number';
import { theme } from './theme';
import { UI_MESSAGES } from './ui-messages';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { toSatang } from '../domain/satang';

export interface ProfitProps {
  value: number | null | undefined;
  /** Optional percentage shown after the amount: '+1,234.50 (+3.20%)'. */
  percent?: number | null;
  /** Optional unit of the amount, kept with it before the percentage: '+1,234.50 บาท (+3.20%)' (spec §9). */
  unit?: string;
}

const kind = (value: number): 'profit' | 'loss' | 'noChange' =>
  toSatang(value) > 0 ? 'profit' : toSatang(value) < 0 ? 'loss' : 'noChange';

/**
 * A signed, coloured profit/loss. The sign is in the text ('+' / '-') and screen readers hear
 * 'กำไร' / 'ขาดทุน', so colour is never the only signal (colour-blind users).
 */
export const Profit = ({ value, percent, unit }: ProfitProps) => {
  if (value === null || value === undefined || !Number.isFinite(value)) return <span>{formatSignedProfit(value)}</span>;
  const k = kind(value);
  const color = k === 'profit' ? theme.color.profit : k === 'loss' ? theme.color.loss : theme.color.neutral;
  return (
    <span
      data-kind={k}
      css={css`
        color: ${color};
        font-variant-numeric: tabular-nums;
      `}
    >
      <VisuallyHidden>{UI_MESSAGES[k]} </VisuallyHidden>
      {formatSignedProfit(value)}
      {unit ? `\u00a0${unit}` : null}
      {percent !== undefined && percent !== null ? ` (${formatPercent(percent, { signed: true })})` : null}
    </span>
  );
};
