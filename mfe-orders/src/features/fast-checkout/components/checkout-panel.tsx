import { css } from '@emotion/react';
import { useId } from 'react';
import { fastCheckoutMessages as t } from '../messages';
import { theme } from '@port/shared/ui/theme';

const panel = css({ padding: theme.space.md, border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.card });

/**
 * Fast checkout of batch orders (spec §1), mounted by other remotes through federation
 * (`loadRemote('orders/CheckoutPanel')`). Pending: it states so instead of pretending to order.
 */
export function CheckoutPanel() {
  const headingId = useId();
  return (
    <section css={panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{t.title}</h2>
      <p role="note">{t.pending}</p>
    </section>
  );
}
