import { formatDate } from '@port/shared/format/date';
import { formatMoney } from '@port/shared/format/number';
import { TAX_TYPE_LABEL } from '@port/shared/domain/tax-rules';
import { buddhistYear } from '@port/shared/domain/tax-year';
import { Button } from '@port/shared/ui/button';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { ThaiText } from '@port/shared/ui/thai-text';
import { theme } from '@port/shared/ui/theme';
import type { SellDate } from '../model/sell-dates';
import { useTaxFundPurchases } from '../api/get-tax-fund-purchases';
import { sellDates } from '../model/sell-dates';
import { sellDatesMessages as M } from '../messages';

const thaiDay = (iso: string) => formatDate(`${iso}T12:00:00+07:00`);
const muted = { color: theme.color.textMuted, fontSize: theme.font.size.sm } as const;

/** When the purchase may be sold keeping its benefit; an RMF also waits for the age of 55 (unknown to us). */
function status(r: SellDate): string {
  if (r.noBenefit) return M.noBenefitNow;
  const age = r.needsAge ? r.rule.minAge : null;
  if (age !== null)
    return r.sellableNow ? M.rmfHeldEnough(r.rule.years, age) : M.rmfSellable(r.rule.years, thaiDay(r.sellableFrom), age);
  return r.sellableNow ? M.sellableNow : M.sellableFrom(thaiDay(r.sellableFrom));
}

/** "When can I sell?" (issue 10 item 5): each held purchase with the day its holding period ends. */
export function SellDatesList({ today }: { today: string }) {
  const { data, error, isLoading, mutate } = useTaxFundPurchases(true);
  if (isLoading) return <SkeletonBlock height={160} label={M.loading} />;
  if (error || !data) {
    return (
      <div role="status" data-testid="tsf-sell-failed">
        <p css={muted}>{M.failed}</p>
        <Button variant="secondary" onClick={() => void mutate()}>
          {M.retry}
        </Button>
      </div>
    );
  }
  const rows = sellDates(data, today);
  if (rows.length === 0) return <p data-testid="tsf-sell-empty">{M.empty}</p>;
  return (
    <div>
      <p css={{ ...muted, margin: `0 0 ${theme.space.sm}` }}>
        <ThaiText>{M.intro}</ThaiText>
      </p>
      <ol data-testid="tsf-sell-dates" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((r) => (
          <li
            key={r.purchase.order_no}
            data-testid={`tsf-sell-${r.purchase.order_no}`}
            css={{ padding: `${theme.space.sm} 0`, borderTop: `1px solid ${theme.color.divider}` }}
          >
            {/* Every row the same three lines: the fund, when it may be sold, what was bought and the rule. */}
            <div>
              <strong>{r.purchase.fund_shortcode}</strong> <span css={muted}>{TAX_TYPE_LABEL[r.purchase.fund_tax_type]}</span>
            </div>
            <p
              css={{
                margin: `${theme.space.xs} 0 0`,
                fontWeight: theme.font.weight.bold,
                color: r.sellableNow && !r.needsAge ? theme.color.profit : theme.color.text,
              }}
            >
              <ThaiText>{status(r)}</ThaiText>
            </p>
            <p css={{ ...muted, margin: `${theme.space.xs} 0 0` }}>
              <ThaiText>
                {`${M.bought(thaiDay(r.purchase.trade_date), formatMoney(r.purchase.amount))} · ${
                  r.noBenefit ? M.noBenefit(buddhistYear(Number(r.purchase.trade_date.slice(0, 4)))) : r.rule.summary
                }`}
              </ThaiText>
            </p>
            {!r.exactRule ? <p css={{ ...muted, margin: 0 }}>{M.inexact}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
