import type { FundCombo } from '@port/shared/contracts/fund';
import { formatMoney } from '@port/shared/format/number';
import { Button } from '@port/shared/ui/button';
import { ThaiText } from '@port/shared/ui/thai-text';
import { theme } from '@port/shared/ui/theme';
import { recommendationMessages as M } from '../messages';

/** The region the checkout of the chosen combo opens in (below the combos). */
export const CHECKOUT_REGION_ID = 'tsf-combo-checkout';

/**
 * A ready-made combo: its funds and weights, the minimum, and buying it (an outline button: the page has
 * several; absent when the customer has no tax-saving plan to buy in yet).
 */
export function ComboCard({ combo, expanded, onBuy }: { combo: FundCombo; expanded: boolean; onBuy: (() => void) | undefined }) {
  return (
    <li
      data-testid={`tsf-combo-${combo.combo_id}`}
      css={{ border: `1px solid ${theme.color.borderSubtle}`, borderRadius: theme.radius.box, padding: theme.space.ms }}
    >
      <strong>{combo.name}</strong>
      <ul css={{ margin: `${theme.space.xs} 0`, paddingLeft: theme.space.ml }}>
        {combo.funds.map((f) => (
          <li key={f.fund_shortcode}>
            {f.fund_shortcode} {f.weight}% <span css={{ color: theme.color.textMuted }}>{f.fund_name_th}</span>
          </li>
        ))}
      </ul>
      <p css={{ margin: `0 0 ${theme.space.sm}`, color: theme.color.textMuted, fontSize: theme.font.size.sm }}>
        <ThaiText>{`${M.comboMinimum} ${formatMoney(combo.min_amount)} ${M.baht}`}</ThaiText>
      </p>
      {onBuy ? (
        <Button
          variant="secondary"
          onClick={onBuy}
          aria-expanded={expanded}
          aria-controls={expanded ? CHECKOUT_REGION_ID : undefined}
        >
          {M.buyCombo(combo.name)}
        </Button>
      ) : null}
    </li>
  );
}
