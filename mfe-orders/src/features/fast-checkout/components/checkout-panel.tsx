import { css } from '@emotion/react';
import { useId } from 'react';
import type { CheckoutPanelProps } from '@port/shared/contracts/checkout-panel';
import { fastCheckoutMessages as t } from '../messages';
import { theme } from '@port/shared/ui/theme';

const panel = css({ padding: theme.space.md, border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.card });

/**
 * Fast checkout of batch orders (spec §1, §7), mounted by other remotes through federation
 * (`@port/shared/ui/remote-component` → `orders/CheckoutPanel`) with the props of
 * `@port/shared/contracts/checkout-panel`.
 */
export function CheckoutPanel({ plan, mode }: CheckoutPanelProps) {
  const headingId = useId();
  return (
    <section css={panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{t.title(mode)}</h2>
      <p>{plan.plan_name}</p>
      <p role="note">{t.pending}</p>
    </section>
  );
}
