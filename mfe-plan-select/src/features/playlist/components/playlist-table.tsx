import { css } from '@emotion/react';
import type { Playlist } from '@port/shared/contracts/plan-select';
import { formatMoney } from '@port/shared/format/number';
import { ScrollRegion } from '@port/shared/ui/scroll-region';
import { theme } from '@port/shared/ui/theme';
import { playlistMessages as t } from '../messages';
import { PlaylistCards } from './playlist-cards';
import { FactSheetLink, ReturnValue, taxLabel } from './playlist-cells';
import { ThaiText } from '@port/shared/ui/thai-text';

/** Below this width the funds are stacked cards; from it, one table to compare side by side. */
const WIDE = '@media (min-width: 800px)';
const onlyWide = css`
  display: none;
  ${WIDE} {
    display: block;
  }
`;
const onlyNarrow = css`
  ${WIDE} {
    display: none;
  }
`;
const table = css`
  width: 100%;
  min-width: 760px;
  border-collapse: collapse;
  caption {
    text-align: left;
    padding-bottom: ${theme.space.sm};
    font-weight: ${theme.font.weight.bold};
  }
  th,
  td {
    padding: ${theme.space.sm};
    border-bottom: 1px solid ${theme.color.divider};
    text-align: right;
    font-variant-numeric: tabular-nums;
    vertical-align: top;
  }
  thead th {
    white-space: nowrap;
    vertical-align: bottom;
  }
  /* The fund column (a th in the body rows) reads left; every number and word after it right. */
  tr > :first-child {
    text-align: left;
  }
  td {
    white-space: nowrap;
  }
`;

/** The funds side by side: what people compare before choosing (issue 9); a phone gets the same as stacked cards. */
export function PlaylistTable({ playlist }: { playlist: Playlist }) {
  return (
    <>
      <div css={onlyNarrow}>
        <PlaylistCards playlist={playlist} />
      </div>
      <div css={onlyWide}>
        <ScrollRegion label={t.caption(playlist.title)}>
          <table css={table} data-testid="playlist-table">
            <caption>{t.caption(playlist.title)}</caption>
            <thead>
              <tr>
                {[t.fund, t.r1, t.r3, t.r5, t.risk, t.amc, t.taxType, t.minimum, t.factSheet].map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {playlist.funds.map((f) => (
                <tr key={f.fund_shortcode} data-testid={`playlist-fund-${f.fund_shortcode}`}>
                  <th scope="row">
                    {f.fund_shortcode}
                    <br />
                    <span css={{ fontWeight: theme.font.weight.regular }}>
                      <ThaiText>{f.fund_name_th}</ThaiText>
                    </span>
                  </th>
                  {[f.return_1y, f.return_3y, f.return_5y].map((v, i) => (
                    <td key={i}>
                      <ReturnValue value={v} />
                    </td>
                  ))}
                  <td>{f.risk_level}</td>
                  <td>{f.amc_name_th}</td>
                  <td>{taxLabel(f.fund_tax_type)}</td>
                  <td>{formatMoney(f.min_initial_amount)}</td>
                  <td>
                    <FactSheetLink url={f.fact_sheet_url} code={f.fund_shortcode} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </div>
    </>
  );
}
