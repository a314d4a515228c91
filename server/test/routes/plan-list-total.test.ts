import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { plansSummarySchema } from '@port/shared/contracts/plans-summary';
import { testApp } from '../helpers/app';
import { authHeaders } from '../helpers/session';

const satang = (values: number[]) => values.reduce((s, v) => s + Math.round(v * 100), 0);

describe('issue 13 item 4: every baht of the total is in some plan-list row (spec §3 plan list, analyzer)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => app.close());

  it.each(['C0003', 'C0004', 'C0005', 'C0006', 'C0007', 'C0008'])(
    '%s: the plans of all accounts add to the summary total',
    async (customer) => {
      const headers = await authHeaders(app, customer);
      const list = planListDataSchema.parse((await app.inject({ url: portAggregationPaths.planList, headers })).json().data);
      const summary = plansSummarySchema.parse((await app.inject({ url: portAggregationPaths.analyzer, headers })).json().data);
      const plans = list.accounts.flatMap((a) => a.plans);
      expect(satang(plans.map((p) => p.aum))).toBe(Math.round(summary.asset_summary.aum * 100));
    },
  );

  it('PrivateBanking: the private-fund account and its plan are in the list', async () => {
    const list = planListDataSchema.parse(
      (await app.inject({ url: portAggregationPaths.planList, headers: await authHeaders(app, 'C0008') })).json().data,
    );
    const privateFund = list.accounts.find((a) => a.account_type === 'private-fund');
    expect(privateFund?.plans.length).toBeGreaterThan(0);
    expect(privateFund?.aum).toBeGreaterThan(7_000_000);
  });
});
