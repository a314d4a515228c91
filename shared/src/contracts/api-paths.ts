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
  marketTiming: (id: string) => `${PORT}/private/api/v1/customer-port/market-timing/${e(id)}`,
  automaticAllocation: (accountType: AccountType, planSlot: number) =>
    `${PORT_PLAN}/${e(accountType)}/${e(planSlot)}/automatic-allocation`,
  automaticAllocationToggle: (accountType: AccountType, planSlot: number) =>
    `${PORT_PLAN}/${e(accountType)}/${e(planSlot)}/automatic-allocation/toggle`,
  featureAcknowledgement: (accountType: AccountType, planSlot: number) =>
    `${PORT_PLAN}/${e(accountType)}/${e(planSlot)}/feature-acknowledgement`,
  fastCheckoutPra: `${PORT}/private/api/v1/fast-checkout/pra`,
  fastCheckoutTsfCombo: `${PORT}/private/api/v2/fast-checkout/tsf-combo`,
  fastCheckoutBatch: (batchType: BatchType) => `${PORT}/private/api/v2/fast-checkout/${e(batchType)}`,
  fastCheckoutProposalOrder: `${PORT}/private/api/v3/fast-checkout/proposal-order`,
  deleteProposalOrder: (planId: string) => `${PORT}/private/api/v1/proposal-order/${e(planId)}`,
  planOnly: (planId: string) => `${PORT_PLAN}/only/${e(planId)}`,
  planSelectOverview: `${PORT}/hybrid/v1/plan-select/overview`,
  planSelectPlanList: `${PORT}/hybrid/v1/plan-select/plan-list`,
  planSelectInfo: (id: string) => `${PORT}/hybrid/v1/plan-select/info/${e(id)}`,
  planSelectPlaylist: (id: string) => `${PORT}/hybrid/v1/plan-select/playlist/${e(id)}`,
  planSelectSla: (id: string) => `${PORT}/hybrid/v1/plan-select/sla/${e(id)}`,
  planCreatePlan: (id: string) => `${PORT}/hybrid/v1/plan-create/plan/${e(id)}`,
  wealthPath: (riskLevel: number) => `${PORT}/hybrid/v1/plan-create/wealth-path/${e(riskLevel)}`,
  dividend: (riskLevel: number) => `${PORT}/hybrid/v1/plan-create/dividend/${e(riskLevel)}`,
  createPlan: (accountType: AccountType) => `${PORT}/private/api/v2/customer-port/plan/${e(accountType)}`,
  updatePlan: (accountType: AccountType, planSlot: number) => `${PORT_PLAN}/${e(accountType)}/${e(planSlot)}`,
  assetList: `${PORT}/private/api/v1/asset/list`,
  renamePlan: (planId: string) => `${PORT_PLAN}/${e(planId)}/name`,
  /** Ours (issue 8): may the customer trade, and their suitability level; all their banks. */
  tradingProfile: `${PORT}/private/api/v1/customer/trading-profile`,
  customerBanks: `${PORT}/private/api/v1/customer/banks`,
} as const;

export const portAggregationPaths = {
  planList: `${AGG}/v3/cust-port/plan`,
  analyzer: `${AGG}/v1/cust-port/analyzer`,
  agentModel: (agentAccountId: string) => `${AGG}/v1/cust-port/plan/agent-acct-id/${e(agentAccountId)}/model`,
  planDetail: (accountType: AccountType, planSlot: number) => `${AGG}/v3/cust-port/plan/${e(accountType)}/${e(planSlot)}`,
  planAnalyzer: (accountType: AccountType, planSlot: number) =>
    `${AGG}/v2/cust-port/plan/${e(accountType)}/${e(planSlot)}/analyzer`,
  planModel: (accountType: AccountType, planSlot: number) => `${AGG}/v2/cust-port/plan/${e(accountType)}/${e(planSlot)}/model`,
  planPra: (accountType: AccountType, planSlot: number) => `${AGG}/v2/cust-port/plan/${e(accountType)}/${e(planSlot)}/pra`,
  batchOrder: (batchType: BatchType, planId: string) => `${AGG}/v3/batch-order/${e(batchType)}/${e(planId)}`,
  unitholder: (agentAccountId: string) => `${AGG}/v1/cust-port/unitholder/agent-account-id/${e(agentAccountId)}`,
  assetsAnalyzer: `${AGG}/v1/cust-port/assets-analyzer`,
  proposalOrder: (planId: string) => `${AGG}/v2/proposal-order/${e(planId)}`,
  commonConfig: `${API_BASE.portAggregation}/public/v1/common/config`,
} as const;

export const otherPaths = {
  advisor: `${API_BASE.advisor}/private/v1/advisor`,
  serviceLevel: `${API_BASE.lead}/private/v1/customer/service-level`,
  fundList: `${API_BASE.cart}/private/api/v1/fund-list`,
  cancelOrder: `${API_BASE.order}/private/api/v1/order/cancel-order`,
  taxSavingFund: `${API_BASE.externalOrder}/private/api/v1/tax-saving-fund`,
  /** Ours (issue 10): tax-fund purchases still held, with their trade dates (holding periods). */
  taxSavingFundPurchases: `${API_BASE.externalOrder}/private/api/v1/tax-saving-fund/purchases`,
  articlesByTag: `${API_BASE.cms}/public/cms/article/tag`,
  mailFormRequest: `${API_BASE.oa}/private/mail/form-request`,
  /** Open-account application (issue 11; ours): read with ?account=, save a step, submit. */
  oaApplication: `${API_BASE.oa}/private/v1/application`,
  oaApplicationStep: (step: string) => `${API_BASE.oa}/private/v1/application/steps/${e(step)}`,
  oaApplicationSubmit: `${API_BASE.oa}/private/v1/application/submit`,
  featureFlags: API_BASE.featureFlags,
  aaDisclaimer: `${API_BASE.content}/automatic-allocation-disclaimer.json`,
  /** Header and footer data (spec §7 "call /api/fnds"; paths below it are ours). */
  fndsHeader: `${API_BASE.fnds}/header`,
  fndsFooter: `${API_BASE.fnds}/footer`,
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
