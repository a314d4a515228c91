import type { AccountType, BatchType } from './enums';

/**
 * Every call of spec §7, written once. Params are encodeURIComponent-ed.
 * Names the spec leaves out ("not shown") are ours:
 * - cart service `/proxy/cart`, order service `/proxy/order`,
 *   external order service `/proxy/external-order`;
 * - feature flags `/api/feature-flags`; header/footer data `/api/fnds/...`;
 * - AA disclaimer file `/content/automatic-allocation-disclaimer.json` (content host = app host);
 * - wealth-path/dividend query names `initial`, `contribution`, `timeframe`;
 * - analyzer filter `filter`; batch-order preview query `amount`.
 */
const e = (v: string | number): string => encodeURIComponent(String(v));

/**
 * A path with parameters, written once as the route the server registers (`pattern`, with
 * `:name` segments) and called by the apps to build a URL (each argument encoded, in order).
 */
export type PathBuilder<A extends readonly (string | number)[]> = ((...args: A) => string) & { readonly pattern: string };

const routePath = <A extends readonly (string | number)[]>(pattern: string): PathBuilder<A> => {
  const arity = pattern.match(/:[A-Za-z]+/g)?.length ?? 0;
  const build = (...args: A): string => {
    let i = 0;
    return pattern.replace(/:[A-Za-z]+/g, () => e(args[i++]!));
  };
  return Object.assign(Object.defineProperty(build, 'length', { value: arity }), { pattern });
};

export const API_BASE = {
  port: '/api/port',
  portAggregation: '/api/port-aggregation',
  advisor: '/api/advisor',
  lead: '/api/lead',
  cart: '/proxy/cart',
  order: '/proxy/order',
  externalOrder: '/proxy/external-order',
  cms: '/api/cms',
  oa: '/api/oa',
  fnds: '/api/fnds',
  featureFlags: '/api/feature-flags',
  vitals: '/api/vitals',
  auth: '/auth',
  content: '/content',
} as const;

const PORT = API_BASE.port;
const PORT_PLAN = `${PORT}/private/api/v1/customer-port/plan`;
const AGG = `${API_BASE.portAggregation}/private`;

export const portPaths = {
  fundRecommendation: `${PORT}/public/api/v1/segregate/fund-recommendation`,
  amcInfo: `${PORT}/public/api/v1/segregate/amc-info`,
  switchTempPlan: `${PORT_PLAN}/switch-temp-plan`,
  marketTiming: routePath<[id: string]>(`${PORT}/private/api/v1/customer-port/market-timing/:id`),
  automaticAllocation: routePath<[accountType: AccountType, planSlot: number]>(
    `${PORT_PLAN}/:accountType/:planSlot/automatic-allocation`,
  ),
  automaticAllocationToggle: routePath<[accountType: AccountType, planSlot: number]>(
    `${PORT_PLAN}/:accountType/:planSlot/automatic-allocation/toggle`,
  ),
  featureAcknowledgement: routePath<[accountType: AccountType, planSlot: number]>(
    `${PORT_PLAN}/:accountType/:planSlot/feature-acknowledgement`,
  ),
  fastCheckoutPra: `${PORT}/private/api/v1/fast-checkout/pra`,
  fastCheckoutTsfCombo: `${PORT}/private/api/v2/fast-checkout/tsf-combo`,
  fastCheckoutBatch: routePath<[batchType: BatchType]>(`${PORT}/private/api/v2/fast-checkout/:batchType`),
  fastCheckoutProposalOrder: `${PORT}/private/api/v3/fast-checkout/proposal-order`,
  deleteProposalOrder: routePath<[planId: string]>(`${PORT}/private/api/v1/proposal-order/:planId`),
  planOnly: routePath<[planId: string]>(`${PORT_PLAN}/only/:planId`),
  planSelectOverview: `${PORT}/hybrid/v1/plan-select/overview`,
  planSelectPlanList: `${PORT}/hybrid/v1/plan-select/plan-list`,
  planSelectInfo: routePath<[id: string]>(`${PORT}/hybrid/v1/plan-select/info/:id`),
  planSelectPlaylist: routePath<[id: string]>(`${PORT}/hybrid/v1/plan-select/playlist/:id`),
  planSelectSla: routePath<[id: string]>(`${PORT}/hybrid/v1/plan-select/sla/:id`),
  planCreatePlan: routePath<[id: string]>(`${PORT}/hybrid/v1/plan-create/plan/:id`),
  wealthPath: routePath<[riskLevel: number]>(`${PORT}/hybrid/v1/plan-create/wealth-path/:riskLevel`),
  dividend: routePath<[riskLevel: number]>(`${PORT}/hybrid/v1/plan-create/dividend/:riskLevel`),
  createPlan: routePath<[accountType: AccountType]>(`${PORT}/private/api/v2/customer-port/plan/:accountType`),
  updatePlan: routePath<[accountType: AccountType, planSlot: number]>(`${PORT_PLAN}/:accountType/:planSlot`),
  assetList: `${PORT}/private/api/v1/asset/list`,
  renamePlan: routePath<[planId: string]>(`${PORT_PLAN}/:planId/name`),
  /** Ours (issue 8): may the customer trade, and their suitability level; all their banks. */
  tradingProfile: `${PORT}/private/api/v1/customer/trading-profile`,
  customerBanks: `${PORT}/private/api/v1/customer/banks`,
  /** Ours (issue 17 item 3): POST sets up or adjusts a plan's monthly investing (DCA), DELETE removes it. */
  planDca: routePath<[accountType: AccountType, planSlot: number]>(`${PORT_PLAN}/:accountType/:planSlot/dca`),
} as const;

export const portAggregationPaths = {
  planList: `${AGG}/v3/cust-port/plan`,
  analyzer: `${AGG}/v1/cust-port/analyzer`,
  agentModel: routePath<[agentAccountId: string]>(`${AGG}/v1/cust-port/plan/agent-acct-id/:id/model`),
  planDetail: routePath<[accountType: AccountType, planSlot: number]>(`${AGG}/v3/cust-port/plan/:accountType/:planSlot`),
  planAnalyzer: routePath<[accountType: AccountType, planSlot: number]>(
    `${AGG}/v2/cust-port/plan/:accountType/:planSlot/analyzer`,
  ),
  planModel: routePath<[accountType: AccountType, planSlot: number]>(`${AGG}/v2/cust-port/plan/:accountType/:planSlot/model`),
  planPra: routePath<[accountType: AccountType, planSlot: number]>(`${AGG}/v2/cust-port/plan/:accountType/:planSlot/pra`),
  batchOrder: routePath<[batchType: BatchType, planId: string]>(`${AGG}/v3/batch-order/:batchType/:planId`),
  unitholder: routePath<[agentAccountId: string]>(`${AGG}/v1/cust-port/unitholder/agent-account-id/:id`),
  assetsAnalyzer: `${AGG}/v1/cust-port/assets-analyzer`,
  proposalOrder: routePath<[planId: string]>(`${AGG}/v2/proposal-order/:planId`),
  /** Ours (issue 17 item 5): the per-fund split of a tsf-combo checkout, ?amount=. */
  tsfComboPreview: routePath<[comboId: string]>(`${AGG}/v1/tsf-combo/:comboId/preview`),
  commonConfig: `${API_BASE.portAggregation}/public/v1/common/config`,
  /** Ours (issue 21 item 5): the server's business clock. */
  businessClock: `${API_BASE.portAggregation}/public/v1/common/business-clock`,
} as const;

export const otherPaths = {
  advisor: `${API_BASE.advisor}/private/v1/advisor`,
  serviceLevel: `${API_BASE.lead}/private/v1/customer/service-level`,
  /** Ours (issue 22): the distributor's contact details and the customer's call-back requests; POST records one. */
  contactRequests: `${API_BASE.lead}/private/v1/contact-requests`,
  fundList: `${API_BASE.cart}/private/api/v1/fund-list`,
  cancelOrder: `${API_BASE.order}/private/api/v1/order/cancel-order`,
  taxSavingFund: `${API_BASE.externalOrder}/private/api/v1/tax-saving-fund`,
  /** Ours (issue 10): tax-fund purchases still held, with their trade dates (holding periods). */
  taxSavingFundPurchases: `${API_BASE.externalOrder}/private/api/v1/tax-saving-fund/purchases`,
  articlesByTag: `${API_BASE.cms}/public/cms/article/tag`,
  mailFormRequest: `${API_BASE.oa}/private/mail/form-request`,
  /** Open-account application (issue 11; ours): read with ?account=, save a step, submit. */
  oaApplication: `${API_BASE.oa}/private/v1/application`,
  oaApplicationStep: routePath<[step: string]>(`${API_BASE.oa}/private/v1/application/steps/:step`),
  oaApplicationSubmit: `${API_BASE.oa}/private/v1/application/submit`,
  /** The customer's own record and its renewals (issue 18; ours): another customer's id is 404. */
  customerRecord: routePath<[customerId: string]>(`${API_BASE.oa}/private/v1/customers/:customerId/record`),
  renewSuitability: routePath<[customerId: string]>(`${API_BASE.oa}/private/v1/customers/:customerId/suitability`),
  updateIdCard: routePath<[customerId: string]>(`${API_BASE.oa}/private/v1/customers/:customerId/id-card`),
  reviewKyc: routePath<[customerId: string]>(`${API_BASE.oa}/private/v1/customers/:customerId/kyc`),
  /** Ours (issue 22): the bank account and automatic debit (ATS) of a customer with an account; PUT sends it for confirmation. */
  atsRegistration: routePath<[customerId: string]>(`${API_BASE.oa}/private/v1/customers/:customerId/ats`),
  featureFlags: API_BASE.featureFlags,
  aaDisclaimer: `${API_BASE.content}/automatic-allocation-disclaimer.json`,
  /** Header and footer data (spec §7 "call /api/fnds"; paths below it are ours). */
  fndsHeader: `${API_BASE.fnds}/header`,
  fndsFooter: `${API_BASE.fnds}/footer`,
  /** Ours (issue 19 item 6): real-user LCP/INP/CLS/TTFB of one page load, POST, answers 204. */
  vitals: `${API_BASE.vitals}/v1/report`,
} as const;

export const authPaths = {
  profile: `${API_BASE.auth}/profile`,
  refresh: `${API_BASE.auth}/refresh`,
  login: `${API_BASE.auth}/login`,
  logout: `${API_BASE.auth}/logout`,
  /** The BFF's OIDC redirect target on the app host. */
  callback: `${API_BASE.auth}/callback`,
} as const;

/** /auth/login?return_url=<path>&action=login&device=web (spec §7). */
export const loginUrl = (returnUrl: string, device: 'web' | 'app' = 'web'): string =>
  `${authPaths.login}?return_url=${e(returnUrl)}&action=login&device=${device}`;

/** The app's own /login route (spec §2) that unauthenticated users are sent to. */
export const loginRoute = (returnUrl: string): string => `/login?return_url=${e(returnUrl)}&action=login`;

/** Build `path?query` skipping undefined values; values are encoded. */
export const withQuery = (path: string, query: Record<string, string | number | boolean | undefined>): string => {
  const parts = Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([k, v]) => `${e(k)}=${e(String(v))}`);
  return parts.length ? `${path}?${parts.join('&')}` : path;
};
