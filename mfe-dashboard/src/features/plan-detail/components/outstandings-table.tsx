import type { Outstanding } from '@port/shared/contracts/plan-detail';
import { sortOutstandings } from '@port/shared/domain/sort-outstandings';
import { formatMoney, formatUnits } from '@port/shared/format/number';
import { Profit } from '@port/shared/ui/profit';
import { SectionCard } from '@port/shared/ui/section-card';
import { PLAN_DETAIL_MESSAGES as M } from '../messages';
import { ScrollRegion } from '@port/shared/ui/scroll-region';
import { theme, visuallyHidden } from '@port/shared/ui/theme';
import { css } from '@emotion/react';

/**
 * Wide screens: a table. Below 640 px each holding is a stacked block (fund, then units, value and
 * P/L each with its label), so nothing is cut off and fund codes stay on one line (issue 13 item 11).
 */
const NARROW = '@media (max-width: 640px)';
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
    thead {
      ${visuallyHidden}
    }
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
    td {
      display: flex;
      justify-content: space-between;
      gap: ${theme.space.sm};
    }
    td::before {
      content: attr(data-label);
      color: ${theme.color.textMuted};
      text-align: left;
    }
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
        <ScrollRegion label={M.outstandingsTable}>
          <table css={table} data-testid="outstandings-table">
            <thead>
              <tr>
                <th scope="col">{M.fund}</th>
                <th scope="col">{M.units}</th>
                <th scope="col">{M.value}</th>
                <th scope="col">{M.profit}</th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </SectionCard>
  );
}
