import { CheckoutPanel } from './features/fast-checkout/components/checkout-panel';

/** Exposed as `orders/CheckoutPanel` for other remotes (ARCHITECTURE.md federation rules). */
export default CheckoutPanel;
