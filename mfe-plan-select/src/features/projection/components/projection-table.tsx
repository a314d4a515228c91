import { css } from '@emotion/react';
import type { WealthPath } from '@port/shared/contracts/wealth-path';
import { formatMoney } from '@port/shared/format/number';
import { theme } from '@port/shared/ui/theme';
import { projectionMessages as t } from '../messages';

const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.sm};
  th,
  td {
    padding: ${theme.space.xs};
    text-align: right;
    border-bottom: 1px solid ${theme.color.divider};
    font-variant-numeric: tabular-nums;
  }
  th:first-of-type,
  td:first-of-type {
    text-align: left;
  }
`;

/** The chart's numbers as a table (screen readers, and anyone who prefers numbers). */
export function ProjectionTable({ path }: { path: WealthPath }) {
  return (
    <details>
      <summary>{t.tableCaption}</summary>
      <table css={table} data-testid="projection-table">
        <caption css={{ textAlign: 'left' }}>{t.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.year}</th>
            <th scope="col">{t.low}</th>
            <th scope="col">{t.expected}</th>
            <th scope="col">{t.high}</th>
          </tr>
        </thead>
        <tbody>
          {path.plots.map((p, i) => (
            <tr key={p.date}>
              <th scope="row">{i + 1}</th>
              <td>{formatMoney(p.lower)}</td>
              <td>{formatMoney(p.expected)}</td>
              <td>{formatMoney(p.upper)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
