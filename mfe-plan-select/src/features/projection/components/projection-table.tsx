import { css } from '@emotion/react';
import type { WealthPath } from '@port/shared/contracts/wealth-path';
import { formatMoney } from '@port/shared/format/number';
import { DataTable } from '@port/shared/ui/data-table';
import { projectionMessages as t } from '../messages';
import { buddhistYearOf } from '@port/shared/format/axis';
import { numbersTable } from './numbers-table';

const table = css`
  ${numbersTable}
  td:first-of-type {
    text-align: left;
  }
`;

/** The chart's numbers as a table (screen readers, and anyone who prefers numbers). */
export function ProjectionTable({ path }: { path: WealthPath }) {
  return (
    <details>
      <summary>{t.tableCaption}</summary>
      <DataTable css={table} testId="projection-table" caption={t.tableCaption} columns={[t.year, t.low, t.expected, t.high]}>
        {path.plots.map((p, i) => (
          <tr key={p.date}>
            <th scope="row">{t.yearRow(i + 1, buddhistYearOf(p.date))}</th>
            <td>{formatMoney(p.lower)}</td>
            <td>{formatMoney(p.expected)}</td>
            <td>{formatMoney(p.upper)}</td>
          </tr>
        ))}
      </DataTable>
    </details>
  );
}
