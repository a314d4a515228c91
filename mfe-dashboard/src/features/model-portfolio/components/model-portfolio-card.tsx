import type { ReactNode } from 'react';
import type { ModelPort } from '@port/shared/contracts/model-port';
import { formatPercent } from '@port/shared/format/number';
import { LazyDonutChart } from '../../../components/charts/lazy-donut-chart';
import { ProportionTable } from '../../../components/charts/proportion-table';
import { paletteColor } from '../../../components/charts/chart-slice';
import { SectionCard } from '@port/shared/ui/section-card';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import type { Resource } from '@port/shared/http/resource';
import { MODEL_MESSAGES as M } from '../messages';
import { theme } from '@port/shared/ui/theme';

interface Props {
  model: Resource<ModelPort>;
  onRetry: () => void;
  /** Shown in the market-timing note when it warns of a fund (the page's detail dialog, issue 22 item 3). */
  marketTimingAction?: ReactNode;
}

/** The model portfolio: title, description, categories, market-timing warnings and hold-to fund. */
export function ModelPortfolioCard({ model, onRetry, marketTimingAction }: Props) {
  const m = model.data;
  const slices = m ? m.categories.map((c, i) => ({ key: c.name, label: c.name, value: c.weight, color: paletteColor(i) })) : [];
  return (
    <SectionCard title={M.title} minHeight={220} testId="model-portfolio">
      {model.error ? (
        <SectionError error={model.error} title={M.loadFailed} onRetry={onRetry} />
      ) : !m ? (
        <SkeletonBlock height={180} label={M.title} />
      ) : (
        <>
          <h3 css={{ margin: `0 0 ${theme.space.xs}` }}>{m.title}</h3>
          <p css={{ margin: `0 0 ${theme.space.sm}` }}>{m.description}</p>
          <p>
            {M.annualTarget} {formatPercent(m.annual_target)}
          </p>
          <div css={{ display: 'flex', gap: theme.space.lg, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            {slices.length > 0 ? <LazyDonutChart slices={slices} size={140} /> : null}
            <div css={{ flex: '1 1 240px' }}>
              <ProportionTable caption={M.categories} slices={slices} labels={M.columns} />
            </div>
          </div>
          {m.market_timing ? (
            <div
              role="note"
              data-testid="market-timing"
              css={{
                marginTop: theme.space.ms,
                padding: theme.space.ms,
                background: theme.color.tone.warning.bg,
                borderRadius: theme.radius.box,
              }}
            >
              <strong>{m.market_timing.title}</strong>
              <p css={{ margin: `${theme.space.xs} 0` }}>{m.market_timing.sub_title}</p>
              {m.market_timing.hold_to?.length ? (
                // Each warned fund with its own hold-to fund (same tax type) and the reason (issue 13 item 9).
                <ul data-testid="market-timing-funds" css={{ margin: `${theme.space.xs} 0`, paddingLeft: theme.space.lg }}>
                  {m.market_timing.hold_to.map((h) => (
                    <li key={h.fund_shortcode}>
                      <strong>{h.fund_shortcode}</strong>
                      {h.hold_to_fund_shortcode ? ` → ${M.holdTo} ${h.hold_to_fund_shortcode}` : null}
                      <div css={{ fontSize: theme.font.size.sm }}>{h.reason}</div>
                    </li>
                  ))}
                </ul>
              ) : (
                <>
                  {m.market_timing.warning_fund_list.length > 0 ? (
                    <p css={{ margin: `${theme.space.xs} 0` }}>
                      {M.warningFunds}: {m.market_timing.warning_fund_list.join(', ')}
                    </p>
                  ) : null}
                  {m.market_timing.hold_to_fund_shortcode ? (
                    <p css={{ margin: `${theme.space.xs} 0` }}>
                      {M.holdTo} {m.market_timing.hold_to_fund_shortcode}
                    </p>
                  ) : null}
                </>
              )}
              {m.market_timing.link ? <a href={m.market_timing.link}>{M.readMore}</a> : null}
              {marketTimingAction && m.market_timing.warning_fund_list.length > 0 ? (
                <div css={{ marginTop: theme.space.sm }}>{marketTimingAction}</div>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}
