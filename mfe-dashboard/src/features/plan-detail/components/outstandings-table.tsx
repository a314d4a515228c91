import type { Outstanding } from '@port/shared/contracts/plan-detail';
import { sortOutstandings } from '@port/shared/domain/sort-outstandings';
import { formatMoney, formatUnits } from '@port/shared/format/number';
import { ScrollTable } from '@port/shared/ui/data-table';
import { Profit } from '@port/shared/ui/profit';
import { SectionCard } from '@port/shared/ui/section-card';
import { PLAN_DETAIL_MESSAGES as M } from '../messages';
import { labelledCells, NARROW } from '@port/shared/ui/stacked-table';
import { theme } from '@port/shared/ui/theme';
import { css } from '@emotion/react';

/**
 * Wide screens: a table. Below 640 px each holding is a stacked block (fund, then units, value and
 * P/L each with its label), so nothing is cut off and fund codes stay on one line (issue 13 item 11).
 */
const table = css`
  width: 100%;
  border-collapse: collapse;
  td,
  th {
    padding: 6px 8px;
    text-align: right;
  }
  th[scope='row'],
  thead th:first-of-type {
    text-align: left;
  }
  .code {
    white-space: nowrap;
  }
  ${NARROW} {
    tbody,
    tr,
    th[scope='row'],
    td {
      display: block;
    }
    tr {
      padding: ${theme.space.sm} 0;
      border-bottom: 1px solid ${theme.color.divider};
    }
    th[scope='row'],
    td {
      padding: 2px 0;
    }
    ${labelledCells}
  }
`;

/** Holdings ordered ssf, rmf, then the others (spec §5), units to 4 decimals (spec §9). */
export function OutstandingsTable({ outstandings }: { outstandings: readonly Outstanding[] }) {
  const rows = sortOutstandings(outstandings);
  return (
    <SectionCard title={M.outstandingsTitle} testId="outstandings">
      {rows.length === 0 ? (
        <p>{M.noOutstandings}</p>
      ) : (
        <ScrollTable
          label={M.outstandingsTable}
          css={table}
          testId="outstandings-table"
          columns={[M.fund, M.units, M.value, M.profit]}
        >
          {rows.map((o) => (
            <tr key={o.fund_shortcode} data-testid="outstanding-row">
              <th scope="row" css={{ fontWeight: theme.font.weight.regular }}>
                <span className="code" css={{ fontWeight: theme.font.weight.bold }}>
                  {o.fund_shortcode}
                </span>
                {o.fund_tax_type ? <span> ({o.fund_tax_type.toUpperCase()})</span> : null}
                <br />
                <small>{o.fund_name_th}</small>
              </th>
              <td data-testid="outstanding-units" data-label={M.units}>
                {formatUnits(o.units)}
              </td>
              <td data-label={M.value}>{formatMoney(o.aum)}</td>
              <td data-label={M.profit}>
                <Profit value={o.unrealized_pl} percent={o.unrealized_percentage} />
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </SectionCard>
  );
}
