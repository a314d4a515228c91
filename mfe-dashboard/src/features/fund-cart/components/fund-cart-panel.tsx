import { useId } from 'react';
import type { Fund } from '@port/shared/contracts/fund';
import type { PlanFields } from '@port/shared/contracts/plan-detail';
import { minimumOfSplit } from '@port/shared/domain/plan-minimum';
import { amountBelowMinimum, belowListMinimumText, totalWeight } from '@port/shared/domain/plan-fund-list';
import { formatSatang, satangFromNumber } from '@port/shared/domain/satang';
import { formatPercent } from '@port/shared/format/number';
import { Button } from '@port/shared/ui/button';
import { focusRing, theme } from '@port/shared/ui/theme';
import { formStyles } from '../../../components/form-styles';
import { checkCart, parseWeight, type CartLine } from '../model/fund-cart';
import { FUND_CART_MESSAGES as M } from '../messages';

interface Props {
  plan: Pick<PlanFields, 'initial' | 'contribution'>;
  lines: readonly CartLine[];
  funds: ReadonlyMap<string, Fund>;
  onWeight: (fundCode: string, text: string) => void;
  onRemove: (fundCode: string) => void;
  /** Where to put a weight input's element, so the page can focus a line it just added. */
  inputRef: (fundCode: string, element: HTMLInputElement | null) => void;
}

const line = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 7rem auto',
  alignItems: 'center',
  gap: theme.space.sm,
  padding: `${theme.space.sm} 0`,
  borderBottom: `1px solid ${theme.color.borderSubtle}`,
} as const;

/** The minimum of the cart's split (the shared plan-minimum rule), and whether the plan's amounts meet it. */
function cartMinimum(lines: readonly CartLine[], funds: ReadonlyMap<string, Fund>, plan: Props['plan']) {
  const check = checkCart(lines);
  if (!check.ok) return null;
  const mins = new Map(check.assets.map((a) => [a.fund_code, satangFromNumber(funds.get(a.fund_code)?.min_initial_amount ?? 0)]));
  const { amount } = minimumOfSplit(check.assets, mins);
  const short = amountBelowMinimum(amount, satangFromNumber(plan.initial), satangFromNumber(plan.contribution));
  return { amount, short };
}

/** The cart's lines with their weights, the total and the list's minimum against the plan's amounts. */
export function FundCartPanel({ plan, lines, funds, onWeight, onRemove, inputRef }: Props) {
  const id = useId();
  const total = totalWeight(lines.map((l) => parseWeight(l.weightText) ?? 0));
  const minimum = cartMinimum(lines, funds, plan);
  if (lines.length === 0) return <p css={{ margin: 0 }}>{M.cartEmpty}</p>;
  return (
    <div data-testid="fund-cart">
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {lines.map((l) => {
          const fund = funds.get(l.fund_code);
          const invalid = parseWeight(l.weightText) === null;
          return (
            <li key={l.fund_code} css={line}>
              <div css={{ minWidth: 0 }}>
                <strong>{l.fund_code}</strong>
                <p css={[formStyles.hint, { overflowWrap: 'anywhere' }]}>
                  {fund ? `${fund.fund_name_th} · ${M.risk(fund.risk_level)}` : null}
                </p>
              </div>
              <div css={{ display: 'flex', alignItems: 'center', gap: theme.space.xs }}>
                <input
                  id={`${id}-${l.fund_code}`}
                  ref={(el) => inputRef(l.fund_code, el)}
                  aria-label={M.weightLabel(l.fund_code)}
                  inputMode="decimal"
                  autoComplete="off"
                  value={l.weightText}
                  onChange={(e) => onWeight(l.fund_code, e.target.value)}
                  aria-invalid={invalid || undefined}
                  css={[formStyles.control, focusRing, { textAlign: 'right', padding: `0 ${theme.space.sm}` }]}
                />
                <span aria-hidden="true">%</span>
              </div>
              <Button variant="ghost" aria-label={M.remove(l.fund_code)} onClick={() => onRemove(l.fund_code)}>
                {M.removeShort}
              </Button>
            </li>
          );
        })}
      </ul>
      <p
        data-testid="cart-total"
        css={{
          margin: `${theme.space.sm} 0 0`,
          fontWeight: 600,
          color: total === 100 ? theme.color.text : theme.color.tone.danger.fg,
        }}
      >
        {M.total} {formatPercent(total)}
        {total === 100 ? null : ` · ${M.totalNeeded}`}
      </p>
      {minimum ? (
        <div data-testid="cart-minimum" css={{ marginTop: theme.space.xs }}>
          <p css={{ margin: 0 }}>
            {M.minimum} {formatSatang(minimum.amount)} บาท
          </p>
          <p css={formStyles.hint}>
            {M.planAmounts(
              formatSatang(satangFromNumber(plan.initial)),
              plan.contribution > 0 ? formatSatang(satangFromNumber(plan.contribution)) : null,
            )}
          </p>
          {minimum.short ? (
            <p css={formStyles.error} data-testid="cart-below-minimum">
              {belowListMinimumText(formatSatang(minimum.amount), minimum.short.kind, formatSatang(minimum.short.amount))}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
