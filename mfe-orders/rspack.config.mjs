import { createAppConfig } from '../tools/rspack/create-app-config.mjs';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'orders',
  port: 3003,
  exposes: {
    './ProposalOrderRoute': './src/proposal-order-route.tsx',
    './CheckoutPanel': './src/checkout-panel.tsx',
  },
});
