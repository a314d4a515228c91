import { css } from '@emotion/react';
import { useId } from 'react';
import { fastCheckoutMessages as t } from '../messages';

const panel = css({ padding: '1rem', border: '1px solid #d0d5dd', borderRadius: '0.75rem' });

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
