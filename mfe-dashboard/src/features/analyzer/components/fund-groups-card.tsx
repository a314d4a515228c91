import type { FundGroup } from '@port/shared/contracts/fund-group';
import { formatMoney, formatPercent } from '@port/shared/format/number';
import { Profit } from '@port/shared/ui/profit';
import { SectionCard } from '@port/shared/ui/section-card';
import { ANALYZER_MESSAGES as M } from '../messages';
import { theme } from '@port/shared/ui/theme';
import { paletteColor } from '../../../components/charts/chart-slice';

/** Fund groups by AIMC category: weight, unrealized % and amount, aum, colour and funds (spec §3). */
export function FundGroupsCard({ groups }: { groups: readonly FundGroup[] }) {
  return (
    <SectionCard title={M.groupsTitle} testId="fund-groups">
      {groups.length === 0 ? (
        <p>{M.noGroups}</p>
      ) : (
        <ul css={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {groups.map((g, i) => (
            <li
              key={g.aimc_name_th}
              data-testid="fund-group"
              css={{ padding: `${theme.space.sm} 0`, borderBottom: `1px solid ${theme.color.divider}` }}
            >
              <div css={{ display: 'flex', gap: theme.space.sm, alignItems: 'center', flexWrap: 'wrap' }}>
                {/* The theme's palette by position, not the server's colour per broad category, which two groups
                    can share (issue 13 item 14). */}
                <span
                  aria-hidden="true"
                  data-testid="fund-group-swatch"
                  data-color={paletteColor(i)}
                  css={{ width: 12, height: 12, borderRadius: 3, background: paletteColor(i) }}
                />
                <strong>{g.aimc_name_th}</strong>
                <span>
                  {M.weight} {formatPercent(g.weight)}
                </span>
                <span>
                  {M.aum} {formatMoney(g.aum)} {M.baht}
                </span>
                <span>
                  {M.unrealized} <Profit value={g.unrealized} percent={g.unrealized_percentage} unit={M.baht} />
                </span>
              </div>
              <ul css={{ margin: `${theme.space.xs} 0 0`, paddingLeft: theme.space.ml }}>
                {g.funds.map((f) => (
                  <li key={f.fund_shortcode}>
                    {f.fund_shortcode} · {formatPercent(f.weight)} · {formatMoney(f.aum)} {M.baht} ·{' '}
                    <Profit value={f.unrealized} percent={f.unrealized_percentage} unit={M.baht} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
