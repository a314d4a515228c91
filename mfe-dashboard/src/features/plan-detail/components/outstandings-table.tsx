import type { Outstanding } from '@port/shared/contracts/plan-detail';
import { sortOutstandings } from '@port/shared/domain/sort-outstandings';
import { formatMoney, formatUnits } from '@port/shared/format/number';
import { Profit } from '@port/shared/ui/profit';
import { SectionCard } from '@port/shared/ui/section-card';
import { PLAN_DETAIL_MESSAGES as M } from '../messages';
import { ScrollRegion } from '@port/shared/ui/scroll-region';
import { theme } from '@port/shared/ui/theme';

/** Holdings ordered ssf, rmf, then the others (spec §5), units to 4 decimals (spec §9). */
export function OutstandingsTable({ outstandings }: { outstandings: readonly Outstanding[] }) {
  const rows = sortOutstandings(outstandings);
  return (
    <SectionCard title={M.outstandingsTitle} testId="outstandings">
      {rows.length === 0 ? (
        <p>{M.noOutstandings}</p>
      ) : (
        <ScrollRegion label={M.outstandingsTable}>
          <table css={{ width: '100%', borderCollapse: 'collapse', 'td, th': { padding: '6px 8px', textAlign: 'right' } }}>
            <thead>
              <tr>
                <th scope="col" css={{ textAlign: 'left !important' as 'left' }}>{M.fund}</th>
                <th scope="col">{M.units}</th>
                <th scope="col">{M.value}</th>
                <th scope="col">{M.profit}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((o) => (
                <tr key={o.fund_shortcode} data-testid="outstanding-row">
                  <th scope="row" css={{ textAlign: 'left !important' as 'left', fontWeight: theme.font.weight.regular }}>
                    <span css={{ fontWeight: theme.font.weight.bold }}>{o.fund_shortcode}</span>
                    {o.fund_tax_type ? <span> ({o.fund_tax_type.toUpperCase()})</span> : null}
                    <br />
                    <small>{o.fund_name_th}</small>
                  </th>
                  <td data-testid="outstanding-units">{formatUnits(o.units)}</td>
                  <td>{formatMoney(o.aum)}</td>
                  <td>
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
