import { css } from '@emotion/react';
import { formatPercent, formatSignedProfit } from '@port/shared/format/number';

interface Props {
  amount: number;
  /** Optional percentage shown after the amount, e.g. unrealized_percentage. */
  percent?: number;
}

const tone = {
  gain: css`color: #116329;`,
  loss: css`color: #b3261e;`,
  flat: css`color: inherit;`,
};

/** Signed P/L in the §9 profit form; the sign is in the text, the colour only repeats it. */
export function ProfitValue({ amount, percent }: Props) {
  const kind = amount > 0 ? 'gain' : amount < 0 ? 'loss' : 'flat';
  return (
    <span css={tone[kind]} data-profit={kind}>
      {formatSignedProfit(amount)}
      {percent === undefined ? null : ` (${formatPercent(percent, { signed: true })})`}
    </span>
  );
}
