import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { plansSummarySchema } from '@port/shared/contracts/plans-summary';
import { testApp } from '../helpers/app';
import { authHeaders } from '../helpers/session';

describe('issue 13 item 13: the asset summary says which NAV date it uses and the total P/L as a % (spec §3)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => app.close());

  it('the investor: a NAV date on or before the business date, and total_percentage = total_pl ÷ cost', async () => {
    const res = await app.inject({ url: portAggregationPaths.analyzer, headers: await authHeaders(app, 'C0003') });
    const s = plansSummarySchema.parse(res.json().data).asset_summary;
    expect(s.nav_date).toMatch(/^2026-11-1[0-8]$/);
    expect(s.total_percentage).toBeCloseTo((s.total_pl / s.cost) * 100, 2);
  });

  it('a customer holding nothing has no NAV date', async () => {
    const res = await app.inject({ url: portAggregationPaths.analyzer, headers: await authHeaders(app, 'C0001') });
    expect(plansSummarySchema.parse(res.json().data).asset_summary.nav_date).toBeNull();
  });
});
