import { css } from '@emotion/react';
import type { Playlist } from '@port/shared/contracts/plan-select';
import { formatMoney } from '@port/shared/format/number';
import { theme } from '@port/shared/ui/theme';
import { playlistMessages as t } from '../messages';
import { FactSheetLink, ReturnValue, taxLabel } from './playlist-cells';
import { ThaiText } from '@port/shared/ui/thai-text';

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
`;
const card = css`
  border: 1px solid ${theme.color.borderSubtle};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface};
  padding: ${theme.space.ms};
  h3 {
    margin: 0;
    font-size: ${theme.font.size.md};
  }
  dl {
    margin: ${theme.space.sm} 0 0;
  }
  dd {
    margin: 0;
    font-weight: ${theme.font.weight.medium};
    font-variant-numeric: tabular-nums;
  }
  dt {
    color: ${theme.color.textMuted};
    font-size: ${theme.font.size.sm};
  }
`;
const returns = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.xs};
  text-align: center;
  background: ${theme.color.surfaceMuted};
  border-radius: ${theme.radius.md};
  padding: ${theme.space.xs};
`;
const facts = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space.xs} ${theme.space.md};
`;

/** The funds as stacked cards for a phone (below 800 px): returns first, then the rest, nothing cut off. */
export function PlaylistCards({ playlist }: { playlist: Playlist }) {
  return (
    <ul css={list} aria-label={t.caption(playlist.title)} data-testid="playlist-cards">
      {playlist.funds.map((f) => (
        <li key={f.fund_shortcode} css={card} data-testid={`playlist-card-${f.fund_shortcode}`}>
          <h3>{f.fund_shortcode}</h3>
          <p css={{ margin: 0 }}>
            <ThaiText>{f.fund_name_th}</ThaiText>
          </p>
          <dl css={returns}>
            {(
              [
                [t.r1, f.return_1y],
                [t.r3, f.return_3y],
                [t.r5, f.return_5y],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>
                  <ReturnValue value={value} />
                </dd>
              </div>
            ))}
          </dl>
          <dl css={facts}>
            <dt>{t.risk}</dt>
            <dd>{t.riskLevel(f.risk_level)}</dd>
            <dt>{t.amc}</dt>
            <dd>{f.amc_name_th}</dd>
            <dt>{t.taxType}</dt>
            <dd>{taxLabel(f.fund_tax_type)}</dd>
            <dt>{t.minimum}</dt>
            <dd>{formatMoney(f.min_initial_amount)}</dd>
          </dl>
          <p css={{ margin: `${theme.space.sm} 0 0` }}>
            <FactSheetLink url={f.fact_sheet_url} code={f.fund_shortcode} />
          </p>
        </li>
      ))}
    </ul>
  );
}
