import { css } from '@emotion/react';
import type { Playlist } from '@port/shared/contracts/plan-select';
import { formatMoney, formatPercent } from '@port/shared/format/number';
import { ScrollRegion } from '@port/shared/ui/scroll-region';
import { focusRing, theme } from '@port/shared/ui/theme';
import { playlistMessages as t } from '../messages';

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
  th:first-of-type,
  td:first-of-type {
    text-align: left;
  }
`;
const tone = (v: number | null) =>
  v === null ? theme.color.textMuted : v < 0 ? theme.color.loss : v > 0 ? theme.color.profit : theme.color.text;

/** The funds side by side: what people compare before choosing (issue 9); returns first, so a phone shows them without scrolling. */
export function PlaylistTable({ playlist }: { playlist: Playlist }) {
  const pct = (v: number | null) => (
    <td css={{ color: tone(v) }}>{v === null ? t.noData : formatPercent(v, { signed: true })}</td>
  );
  return (
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
                <span css={{ fontWeight: theme.font.weight.regular }}>{f.fund_name_th}</span>
              </th>
              {pct(f.return_1y)}
              {pct(f.return_3y)}
              {pct(f.return_5y)}
              <td>{f.risk_level}</td>
              <td>{f.amc_name_th}</td>
              <td>{f.fund_tax_type ? f.fund_tax_type.toUpperCase() : t.noTax}</td>
              <td>{formatMoney(f.min_initial_amount)}</td>
              <td>
                {f.fact_sheet_url ? (
                  <a
                    href={f.fact_sheet_url}
                    target="_blank"
                    rel="noreferrer"
                    css={focusRing}
                    aria-label={t.factSheetOf(f.fund_shortcode)}
                  >
                    {t.factSheet}
                  </a>
                ) : (
                  t.noData
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
