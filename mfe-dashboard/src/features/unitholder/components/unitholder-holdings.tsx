import type { UnitholderView } from '@port/shared/contracts/unitholder';
import { sortOutstandings } from '@port/shared/domain/sort-outstandings';
import { formatMoney, formatUnits } from '@port/shared/format/number';
import { ScrollTable } from '@port/shared/ui/data-table';
import { Profit } from '@port/shared/ui/profit';
import { SectionCard } from '@port/shared/ui/section-card';
import { UNITHOLDER_MESSAGES as M } from '../messages';

const table = {
  width: '100%',
  minWidth: 560,
  borderCollapse: 'collapse',
  'td, th': { padding: '6px 8px', whiteSpace: 'nowrap' },
} as const;

/** The agent account's holdings, ssf and rmf first (spec §5), units to 4 decimals. */
export function UnitholderHoldings({ view }: { view: UnitholderView }) {
  const rows = sortOutstandings(view.holdings);
  return (
    <SectionCard title={M.holdingsTitle} testId="unitholder-holdings">
      <p>
        {view.agent_name} · {M.total} <strong data-testid="unitholder-total">{formatMoney(view.total_aum)}</strong> {M.baht}
      </p>
      {/* Beside the dashboard's total this one is smaller: say what it covers (issue 13 item 12). */}
      <p data-testid="unitholder-scope" css={{ fontSize: '0.875rem', marginTop: 0 }}>
        {M.scope}
      </p>
      {rows.length === 0 ? (
        <p>{M.noHoldings}</p>
      ) : (
        <ScrollTable label={M.holdingsTable} css={table} columns={[M.fund, M.unitholderId, M.units, M.value, M.profit]}>
          {rows.map((h) => (
            <tr key={`${h.unitholder_id}-${h.fund_shortcode}`} data-testid="unitholder-row">
              <th scope="row">{h.fund_shortcode}</th>
              <td>{h.unitholder_id}</td>
              <td>{formatUnits(h.units)}</td>
              <td>{formatMoney(h.aum)}</td>
              <td>
                <Profit value={h.unrealized_pl} percent={h.unrealized_percentage} />
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </SectionCard>
  );
}
