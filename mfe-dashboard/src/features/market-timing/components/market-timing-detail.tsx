import { css } from '@emotion/react';
import type { MarketTimingHoldTo } from '@port/shared/contracts/model-port';
import { formatPercent, formatUnits } from '@port/shared/format/number';
import { formatDate } from '@port/shared/format/date';
import { theme } from '@port/shared/ui/theme';
import { MARKET_TIMING_MESSAGES as M } from '../messages';

const list = css({ listStyle: 'none', padding: 0, margin: `${theme.space.sm} 0` });
const item = css({ padding: `${theme.space.sm} 0`, borderTop: `1px solid ${theme.color.divider}` });
/**
 * Each term a row that wraps: the value beside its label while both fit, under it when not. The
 * card's own width decides, not a media rule (Chromium was seen keeping a 1280 px media result after
 * a resize to 320 px; issue 21 item 1).
 */
const terms = css({
  margin: `${theme.space.xs} 0`,
  '& > div': { display: 'flex', flexWrap: 'wrap', columnGap: theme.space.sm, marginBottom: theme.space.xs },
  dt: { flex: '0 0 9em', maxWidth: '100%', color: theme.color.textMuted },
  dd: { flex: '1 1 auto', minWidth: 0, margin: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
});

const fundName = (code: string, name: string | null | undefined) => (name && name !== code ? `${code} · ${name}` : code);

/** One warned fund: its fall between two NAVs (dates in the Buddhist era, spec §9), where to hold instead and why. */
function WarnedFund({ fund }: { fund: MarketTimingHoldTo }) {
  const { nav_from: from, nav_to: to } = fund;
  return (
    <li css={item} data-testid="market-timing-fund">
      <strong>{fundName(fund.fund_shortcode, fund.fund_name_th)}</strong>
      <dl css={terms}>
        <div>
          <dt>{M.drop}</dt>
          <dd>{formatPercent(fund.drop_percentage)}</dd>
        </div>
        {from && to ? (
          <div>
            <dt>{M.nav}</dt>
            <dd>{M.navChange(formatUnits(from.nav), formatDate(from.date), formatUnits(to.nav), formatDate(to.date))}</dd>
          </div>
        ) : null}
        <div>
          <dt>{M.holdTo}</dt>
          <dd>{fund.hold_to_fund_shortcode ? fundName(fund.hold_to_fund_shortcode, fund.hold_to_fund_name_th) : M.noHoldTo}</dd>
        </div>
      </dl>
      <p css={{ margin: 0, fontSize: theme.font.size.sm }}>{fund.reason}</p>
    </li>
  );
}

/** The warned funds of a market-timing answer, one block each (a table would not fit 390 px). */
export function MarketTimingFunds({ funds }: { funds: readonly MarketTimingHoldTo[] }) {
  if (funds.length === 0) return <p>{M.noWarning}</p>;
  return (
    <ul css={list} aria-label={M.fundsLabel}>
      {funds.map((f) => (
        <WarnedFund key={f.fund_shortcode} fund={f} />
      ))}
    </ul>
  );
}
