import { css } from '@emotion/react';
import { formatMoney } from '@port/shared/format/number';
import { theme } from '@port/shared/ui/theme';
import { projectionMessages as t } from '../messages';

const legend = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};
  list-style: none;
  padding: 0;
  margin: ${theme.space.xs} 0 ${theme.space.sm};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
  }
`;
const mark = (style: object) => <span aria-hidden="true" css={{ display: 'inline-block', width: 18, ...style }} />;

/** What each mark of the wealth chart is: the 10–90 % band, the expected line and the goal line. */
export function ChartLegend({ goal }: { goal: number | null }) {
  return (
    <ul css={legend} data-testid="chart-legend">
      <li>
        {mark({
          height: 10,
          background: theme.color.tone.info.bg,
          borderTop: `1px solid ${theme.chart.line.upper}`,
          borderBottom: `1px solid ${theme.chart.line.lower}`,
        })}
        {t.legendBand}
      </li>
      <li>
        {mark({ height: 0, borderTop: `3px solid ${theme.chart.line.expected}` })}
        {t.expected}
      </li>
      {goal !== null ? (
        <li>
          {mark({ height: 0, borderTop: `2px dashed ${theme.chart.line.target}` })}
          {`${t.goal} ${formatMoney(goal)}\u00a0บาท`}
        </li>
      ) : null}
    </ul>
  );
}
