import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { PlansSummary } from '@port/shared/contracts/plans-summary';
import { SectionCard } from '@port/shared/ui/section-card';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonText } from '@port/shared/ui/skeleton-block';
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

// Samples the loading state draws as grey bars in the figures' own fonts (issue 19 item 3).
const AMOUNT = '0,000,000.00';
const SIGNED = '+000,000.00 บาท (+00.00%)';

/**
 * Asset summary with the §9 money form and signed, coloured P/L. While it loads, the same layout
 * (labels, help texts, one grey bar a figure) holds the space the figures take, at every width:
 * nothing below it moves when they arrive (issue 19 item 3: CLS on /dashboard).
 */
export function AssetSummaryCard({ summary, onRetry }: Props) {
  const s = summary.data?.asset_summary;
  const loading = !s && !summary.error;
  const figure = (content: (data: NonNullable<typeof s>) => ReactNode, sample: string) =>
    s ? content(s) : <SkeletonText sample={sample} />;
  const baht = (n: number) => `${formatMoney(n)} ${M.baht}`;
  const item = (label: string, testId: string, value: ReactNode, help?: string) => (
    <div>
      <dt>{label}</dt>
      <dd data-testid={s ? testId : undefined}>
        {value}
        {help ? (
          <small>
            <ThaiText>{help}</ThaiText>
          </small>
        ) : null}
      </dd>
    </div>
  );
  return (
    <SectionCard title={M.title} minHeight={220} testId="asset-summary" actions={s ? <WealthTierBadge amount={s.aum} /> : null}>
      {summary.error ? (
        <SectionError error={summary.error} title={M.loadFailed} onRetry={onRetry} />
      ) : (
        <div aria-busy={loading || undefined}>
          <p css={{ margin: 0, color: theme.color.textMuted }} id="summary-aum-label">
            {M.aum}
          </p>
          <p css={total} aria-describedby="summary-aum-label">
            {s ? (
              <span data-testid="summary-aum">{formatMoney(s.aum)}</span>
            ) : (
              <span role="status" aria-label={M.title}>
                <SkeletonText sample={AMOUNT} />
              </span>
            )}{' '}
            {M.baht}
          </p>
          {!s || s.nav_date ? (
            <p
              data-testid={s ? 'summary-as-of' : undefined}
              css={{ margin: `-${theme.space.sm} 0 ${theme.space.ms}`, color: theme.color.textMuted, fontSize: '0.875rem' }}
            >
              {s?.nav_date ? (
                <ThaiText>{M.asOf(formatDate(s.nav_date))}</ThaiText>
              ) : (
                <SkeletonText sample={M.asOf('00 พ.ย. 2569')} />
              )}
            </p>
          ) : null}
          <dl css={grid}>
            {item(
              M.cost,
              'summary-cost',
              figure((d) => baht(d.cost), `${AMOUNT} ${M.baht}`),
            )}
            {item(
              M.totalPl,
              'summary-total-pl',
              figure((d) => <Profit value={d.total_pl} percent={d.total_percentage} unit={M.baht} />, SIGNED),
            )}
            {item(
              M.unrealizedPl,
              'summary-unrealized-pl',
              figure((d) => <Profit value={d.unrealized_pl} percent={d.unrealized_percentage} unit={M.baht} />, SIGNED),
            )}
            {item(
              M.realizedPl,
              'summary-realized-pl',
              figure((d) => <Profit value={d.realized_pl} unit={M.baht} />, `+${AMOUNT} ${M.baht}`),
              M.help.realizedPl,
            )}
            {item(
              M.realizedTradingPl,
              'summary-realized-trading-pl',
              figure((d) => <Profit value={d.realized_trading_pl} unit={M.baht} />, `+${AMOUNT} ${M.baht}`),
              M.help.realizedTradingPl,
            )}
            {item(
              M.dividend,
              'summary-dividend',
              figure((d) => baht(d.dividend), `${AMOUNT} ${M.baht}`),
            )}
          </dl>
        </div>
      )}
    </SectionCard>
  );
}
