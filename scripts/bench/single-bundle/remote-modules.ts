// The exposed route modules of decision record 001 as plain dynamic imports: the same code the
// federated build loads from the remotes' origins, split per route the way a one-bundle SPA would.
// single-bundle.config.mjs checks this list against every remote's `exposes`.
export const remoteModules: Record<string, () => Promise<{ default: unknown }>> = {
  'dashboard/./DashboardRoutes': () => import('../../../mfe-dashboard/src/dashboard-routes'),
  'dashboard/./UnitholderRoutes': () => import('../../../mfe-dashboard/src/unitholder-routes'),
  'plan_select/./PlanSelectRoutes': () => import('../../../mfe-plan-select/src/plan-select-routes'),
  'orders/./ProposalOrderRoute': () => import('../../../mfe-orders/src/proposal-order-route'),
  'orders/./CheckoutPanel': () => import('../../../mfe-orders/src/checkout-panel'),
  'tsf/./TsfRoutes': () => import('../../../mfe-tsf/src/tsf-routes'),
  'oa/./OaRoutes': () => import('../../../mfe-oa/src/oa-routes'),
  'oa/./RenewalRoutes': () => import('../../../mfe-oa/src/renewal-routes'),
  'oa/./AtsRoutes': () => import('../../../mfe-oa/src/ats-routes'),
};
