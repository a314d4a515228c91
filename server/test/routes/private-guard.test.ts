import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { otherPaths, portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { testApp } from '../helpers/app';
import { signInAs } from '../helpers/session';

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string };

/** Every private call of spec §7 (with harmless ids: the guard answers before any lookup). */
const PRIVATE: Call[] = [
  { method: 'PATCH', url: portPaths.switchTempPlan },
  { method: 'GET', url: portPaths.marketTiming('1') },
  { method: 'GET', url: portPaths.automaticAllocation('omnibus', 1) },
  { method: 'PATCH', url: portPaths.automaticAllocationToggle('omnibus', 1) },
  { method: 'PATCH', url: portPaths.featureAcknowledgement('omnibus', 1) },
  { method: 'POST', url: portPaths.fastCheckoutPra },
  { method: 'POST', url: portPaths.fastCheckoutTsfCombo },
  { method: 'POST', url: portPaths.fastCheckoutBatch('topup') },
  { method: 'POST', url: portPaths.fastCheckoutProposalOrder },
  { method: 'DELETE', url: portPaths.deleteProposalOrder('1') },
  { method: 'GET', url: portPaths.planOnly('1') },
  { method: 'GET', url: portPaths.planCreatePlan('1') },
  { method: 'POST', url: portPaths.createPlan('omnibus') },
  { method: 'PATCH', url: portPaths.updatePlan('omnibus', 1) },
  { method: 'PATCH', url: portPaths.assetList },
  { method: 'PATCH', url: portPaths.renamePlan('1') },
  { method: 'GET', url: portAggregationPaths.planList },
  { method: 'GET', url: portAggregationPaths.analyzer },
  { method: 'GET', url: portAggregationPaths.agentModel('AG00031') },
  { method: 'GET', url: portAggregationPaths.planDetail('omnibus', 1) },
  { method: 'GET', url: portAggregationPaths.planAnalyzer('omnibus', 1) },
  { method: 'GET', url: portAggregationPaths.planModel('omnibus', 1) },
  { method: 'GET', url: portAggregationPaths.planPra('omnibus', 1) },
  { method: 'GET', url: portAggregationPaths.batchOrder('topup', '1') },
  { method: 'GET', url: portAggregationPaths.unitholder('AG00031') },
  { method: 'GET', url: portAggregationPaths.assetsAnalyzer },
  { method: 'GET', url: portAggregationPaths.proposalOrder('1') },
  { method: 'GET', url: otherPaths.advisor },
  { method: 'GET', url: otherPaths.serviceLevel },
  { method: 'POST', url: otherPaths.fundList },
  { method: 'POST', url: otherPaths.cancelOrder },
  { method: 'GET', url: otherPaths.taxSavingFund },
  { method: 'POST', url: otherPaths.mailFormRequest },
];

const PUBLIC: string[] = [
  portPaths.fundRecommendation,
  portPaths.amcInfo,
  portAggregationPaths.commonConfig,
  `${otherPaths.articlesByTag}?tags_slug=tax-saving`,
  portPaths.planSelectOverview,
  portPaths.wealthPath(5) + '?initial=1000&contribution=100&timeframe=5',
  otherPaths.featureFlags,
  otherPaths.aaDisclaimer,
  otherPaths.fndsHeader,
];

describe('roles (spec §6): private calls need a signed-in customer', () => {
  let app: FastifyInstance;
  let expiredCookie: string;
  beforeAll(async () => {
    app = await testApp();
    expiredCookie = await signInAs(app, 'C0003', { accessTokenExpiresAt: new Date(Date.now() - 1000) });
  });
  afterAll(async () => app.close());

  it.each(PRIVATE)('$method $url → 401 UNAUTHORIZED without a session', async ({ method, url }) => {
    const res = await app.inject({ method, url, headers: { 'x-requested-with': 'port-web' }, payload: method === 'GET' ? undefined : {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error_code: 'UNAUTHORIZED', error_message: 'กรุณาเข้าสู่ระบบ' });
  });

  it.each(PRIVATE)('$method $url → 401 when the access token has expired (the client refreshes, spec §8)', async ({ method, url }) => {
    const res = await app.inject({ method, url, headers: { cookie: expiredCookie, 'x-requested-with': 'port-web' }, payload: method === 'GET' ? undefined : {} });
    expect(res.statusCode).toBe(401);
  });

  it.each(PUBLIC)('GET %s answers anonymous visitors with 200 { data }', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveProperty('data');
  });
});
