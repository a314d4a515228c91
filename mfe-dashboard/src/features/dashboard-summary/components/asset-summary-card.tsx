import { css } from '@emotion/react';
import type { PlansSummary } from '@port/shared/contracts/plans-summary';
import { SectionCard } from '@port/shared/ui/section-card';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { formatMoney } from '@port/shared/format/number';
import { formatDate } from '@port/shared/format/date';
import type { Resource } from '@port/shared/http/resource';
import { Profit } from '@port/shared/ui/profit';
import { SUMMARY_MESSAGES as M } from '../messages';
import { WealthTierBadge } from './wealth-tier-badge';
import { theme } from '@port/shared/ui/theme';
import { ThaiText } from '@port/shared/ui/thai-text';

interface Props {
  summary: Resource<PlansSummary>;
  onRetry: () => void;
}

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${theme.space.ms} ${theme.space.lg};
  margin: 0;
  dt {
    color: ${theme.color.textMuted};
    font-size: 0.875rem;
  }
  dd {
    margin: 0;
    font-size: 1.125rem;
    font-weight: ${theme.font.weight.bold};
  }
  dd small {
    display: block;
    font-size: 0.8125rem;
    font-weight: ${theme.font.weight.regular};
    color: ${theme.color.textMuted};
  }
`;
const total = css`
  font-size: 1.75rem;
  font-weight: ${theme.font.weight.bold};
  margin: 0 0 ${theme.space.ms};
`;

/** Asset summary with the §9 money form and signed, coloured P/L. */
export function AssetSummaryCard({ summary, onRetry }: Props) {
  const s = summary.data?.asset_summary;
  return (
    <SectionCard title={M.title} minHeight={220} testId="asset-summary" actions={s ? <WealthTierBadge amount={s.aum} /> : null}>
      {summary.error ? (
        <SectionError error={summary.error} title={M.loadFailed} onRetry={onRetry} />
      ) : !s ? (
        <>
          <SkeletonBlock height={40} width="50%" label={M.title} />
          <div style={{ height: 12 }} />
          <SkeletonBlock height={110} />
        </>
      ) : (
        <>
          <p css={{ margin: 0, color: theme.color.textMuted }} id="summary-aum-label">
            {M.aum}
          </p>
          <p css={total} aria-describedby="summary-aum-label">
            <span data-testid="summary-aum">{formatMoney(s.aum)}</span> {M.baht}
          </p>
          {s.nav_date ? (
            <p
              data-testid="summary-as-of"
              css={{ margin: `-${theme.space.sm} 0 ${theme.space.ms}`, color: theme.color.textMuted, fontSize: '0.875rem' }}
            >
              <ThaiText>{M.asOf(formatDate(s.nav_date))}</ThaiText>
            </p>
          ) : null}
          <dl css={grid}>
            <div>
              <dt>{M.cost}</dt>
              <dd data-testid="summary-cost">
                {formatMoney(s.cost)} {M.baht}
              </dd>
            </div>
            <div>
              <dt>{M.totalPl}</dt>
              <dd data-testid="summary-total-pl">
                <Profit value={s.total_pl} percent={s.total_percentage} unit={M.baht} />
              </dd>
            </div>
            <div>
              <dt>{M.unrealizedPl}</dt>
              <dd data-testid="summary-unrealized-pl">
                <Profit value={s.unrealized_pl} percent={s.unrealized_percentage} unit={M.baht} />
              </dd>
            </div>
            <div>
              <dt>{M.realizedPl}</dt>
              <dd data-testid="summary-realized-pl">
                <Profit value={s.realized_pl} unit={M.baht} />
                <small>
                  <ThaiText>{M.help.realizedPl}</ThaiText>
                </small>
              </dd>
            </div>
            <div>
              <dt>{M.realizedTradingPl}</dt>
              <dd data-testid="summary-realized-trading-pl">
                <Profit value={s.realized_trading_pl} unit={M.baht} />
                <small>
                  <ThaiText>{M.help.realizedTradingPl}</ThaiText>
                </small>
              </dd>
            </div>
            <div>
              <dt>{M.dividend}</dt>
              <dd data-testid="summary-dividend">
                {formatMoney(s.dividend)} {M.baht}
              </dd>
            </div>
          </dl>
        </>
      )}
    </SectionCard>
  );
}
