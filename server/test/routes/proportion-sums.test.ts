import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { plansSummarySchema } from '@port/shared/contracts/plans-summary';
import { weightsTo100 } from '../../src/services/portfolio/proportion-weights';
import { testApp } from '../helpers/app';
import { authHeaders } from '../helpers/session';

const satang = (values: number[]) => values.reduce((s, v) => s + Math.round(v * 100), 0);
const basisPoints = (values: number[]) => values.reduce((s, v) => s + Math.round(v * 100), 0);

describe('issue 13 item 1: every proportion tab adds to 100 % and to the total (spec §3 analyzer)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => app.close());

  it('weightsTo100 hands the rounding remainder to the largest remainders', () => {
    expect(weightsTo100([1n, 1n, 1n])).toEqual([33.34, 33.33, 33.33]);
    expect(weightsTo100([0n, 0n])).toEqual([0, 0]);
    expect(weightsTo100([2n, 1n], 3n).reduce((a, b) => a + b, 0)).toBeCloseTo(100, 10);
  });

  it.each(['C0003', 'C0004', 'C0005', 'C0006', 'C0007', 'C0008'])(
    '%s: broad categories, categories, funds and plans each add to 100 % and the total; a fund is one row',
    async (customer) => {
      const res = await app.inject({ url: portAggregationPaths.analyzer, headers: await authHeaders(app, customer) });
      const { asset_summary, investment_proportion: p } = plansSummarySchema.parse(res.json().data);
      const funds = p.mutual_funds.flatMap((g) => g.funds);
      const tabs = [p.broad_categories, p.categories, funds, p.investment_plans, p.mutual_funds];
      for (const rows of tabs) {
        expect(basisPoints(rows.map((r) => r.weight))).toBe(10_000);
        expect(satang(rows.map((r) => r.aum))).toBe(Math.round(asset_summary.aum * 100));
      }
      expect(new Set(funds.map((f) => f.fund_shortcode)).size).toBe(funds.length);
    },
  );

  it('the investor holds K-FIXED in two plans: it is one fund row with the summed value', async () => {
    const res = await app.inject({ url: portAggregationPaths.analyzer, headers: await authHeaders(app, 'C0003') });
    const p = plansSummarySchema.parse(res.json().data).investment_proportion;
    const kFixed = p.mutual_funds.flatMap((g) => g.funds).filter((f) => f.fund_shortcode === 'K-FIXED');
    expect(kFixed).toHaveLength(1);
    expect(kFixed[0]?.aum).toBeGreaterThan(15_116.94);
  });
});
