import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { otherPaths, portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { amcInfoListSchema, fundRecommendationSchema } from '@port/shared/contracts/fund';
import { articleListSchema } from '@port/shared/contracts/article';
import { businessClockSchema, commonConfigSchema } from '@port/shared/contracts/common-config';
import { dividendProjectionSchema, wealthPathSchema } from '@port/shared/contracts/wealth-path';
import { testApp } from '../helpers/app';
import { TEST_NOW } from '../setup/business-clock';

describe('public calls (spec §6: fund recommendation, amc info, common config, articles)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => app.close());

  it('fund recommendation defaults to rmf and filters by fund_tax_type', async () => {
    const rmf = fundRecommendationSchema.parse((await app.inject({ url: portPaths.fundRecommendation })).json().data);
    expect(rmf.individual.funds.length).toBeGreaterThan(0);
    expect(rmf.individual.funds.every((f) => f.fund_tax_type === 'rmf')).toBe(true);
    expect(rmf.port.combos.map((c) => c.combo_id)).toEqual(['combo-rmf-growth', 'combo-rmf-steady']);
    const tesg = fundRecommendationSchema.parse(
      (await app.inject({ url: `${portPaths.fundRecommendation}?fund_tax_type=tesg` })).json().data,
    );
    expect(tesg.individual.funds.map((f) => f.fund_shortcode).sort()).toEqual(['KKP-TESG', 'TISCOESG-A']);
    const bad = await app.inject({ url: `${portPaths.fundRecommendation}?fund_tax_type=ltf` });
    expect(bad.statusCode).toBe(400);
  });

  it('amc info lists every AMC; common config defaults analyzer.enable to true', async () => {
    const amcs = amcInfoListSchema.parse((await app.inject({ url: portPaths.amcInfo })).json().data);
    expect(amcs.map((a) => a.amc_code)).toContain('KASSET');
    const config = commonConfigSchema.parse((await app.inject({ url: portAggregationPaths.commonConfig })).json().data);
    expect(config.plan_list.analyzer.enable).toBe(true);
  });

  it('the business clock is the server pinned clock, with its Bangkok date (issue 21 item 5)', async () => {
    const clock = businessClockSchema.parse((await app.inject({ url: portAggregationPaths.businessClock })).json().data);
    expect(clock).toEqual({ now: TEST_NOW.toISOString(), today: '2026-11-18' });
  });

  it('articles by tag: page 1, limit 4 by default (spec §9), newest first, with total_page', async () => {
    const first = articleListSchema.parse(
      (await app.inject({ url: `${otherPaths.articlesByTag}?tags_slug=tax-saving,investment` })).json().data,
    );
    expect(first.article_list).toHaveLength(4);
    expect(first.total_page).toBe(2);
    const dates = first.article_list.map((a) => a.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = articleListSchema.parse(
      (await app.inject({ url: `${otherPaths.articlesByTag}?tags_slug=tax-saving,investment&page=2` })).json().data,
    );
    expect(second.article_list.length).toBeGreaterThan(0);
    expect(second.article_list[0]!.id).not.toBe(first.article_list[0]!.id);
    expect((await app.inject({ url: `${otherPaths.articlesByTag}?tags_slug=ssf&limit=0` })).statusCode).toBe(400);
    expect((await app.inject({ url: otherPaths.articlesByTag })).statusCode).toBe(400);
  });

  it('header and footer data under /api/fnds', async () => {
    const header = (await app.inject({ url: otherPaths.fndsHeader })).json();
    expect(header.data.menus[0]).toEqual({ label: 'หน้าหลัก', url: '/' });
    expect((await app.inject({ url: otherPaths.fndsFooter })).json().data.company_name).toMatch(/พอร์ต/);
  });
});

describe('plan-create projections (spec §1 wealth path and dividend; lognormal p10/p50/p90)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => app.close());
  const path = (risk: number, q = 'initial=100000&contribution=5000&timeframe=10') =>
    app.inject({ url: `${portPaths.wealthPath(risk)}?${q}` });

  it('is deterministic, one plot per year, lower < expected < upper, wider for higher risk', async () => {
    const a = wealthPathSchema.parse((await path(6)).json().data);
    const b = wealthPathSchema.parse((await path(6)).json().data);
    expect(a).toEqual(b);
    expect(a.plots).toHaveLength(10);
    for (const p of a.plots) expect(p.lower < p.expected && p.expected < p.upper).toBe(true);
    expect(a.target.amount).toBe(a.plots.at(-1)!.expected);
    expect(a.graph_upper_bound).toBeGreaterThanOrEqual(a.plots.at(-1)!.upper);
    // 100,000 + 5,000 × 120 invested; a median above the money put in at 6 % expected return.
    expect(a.target.amount).toBeGreaterThan(700_000);
    const low = wealthPathSchema.parse((await path(2)).json().data);
    const spread = (w: typeof a) => w.plots.at(-1)!.upper / w.plots.at(-1)!.lower;
    expect(spread(a)).toBeGreaterThan(spread(low));
  });

  it('rejects bad risk levels and queries with 400', async () => {
    expect((await path(9)).statusCode).toBe(400);
    expect((await path(5, 'initial=-1&contribution=0&timeframe=5')).statusCode).toBe(400);
    expect((await path(5, 'initial=1000&contribution=0')).statusCode).toBe(400);
  });

  it('dividend projection sums its yearly plots; money-market risk pays none', async () => {
    const div = dividendProjectionSchema.parse(
      (await app.inject({ url: `${portPaths.dividend(6)}?initial=100000&contribution=0&timeframe=5` })).json().data,
    );
    expect(div.plots).toHaveLength(5);
    expect(div.total).toBeCloseTo(
      div.plots.reduce((s, p) => s + p.amount, 0),
      2,
    );
    expect(div.plots[0]!.amount).toBeCloseTo(3000, 0);
    const none = dividendProjectionSchema.parse(
      (await app.inject({ url: `${portPaths.dividend(1)}?initial=100000&contribution=0&timeframe=5` })).json().data,
    );
    expect(none.total).toBe(0);
  });

  it('plan-select catalogue: overview, plan list, info, playlist with live NAVs, sla; unknown id → 404', async () => {
    expect((await app.inject({ url: portPaths.planSelectOverview })).json().data.plan_types.length).toBeGreaterThan(0);
    expect(
      (await app.inject({ url: portPaths.planSelectPlanList })).json().data.map((c: { plan_type: string }) => c.plan_type),
    ).toContain('goe');
    expect((await app.inject({ url: portPaths.planSelectInfo('1stm') })).json().data.name).toBe('แผนการลงทุนเป้าหมายแรก'); // the one shared plan-type name (issue 7 item 2)
    const playlist = (await app.inject({ url: portPaths.planSelectPlaylist('money-market') })).json().data;
    expect(playlist.funds.map((f: { fund_shortcode: string }) => f.fund_shortcode)).toEqual(['ES-CASH', 'K-CASH']);
    expect((await app.inject({ url: portPaths.planSelectSla('private-banking') })).json().data.min_aum).toBe(10_000_000);
    // Review item 1 (spec §9 wealth tiers, 2-decimal money): the tier's minimum and its description say the same amount.
    expect((await app.inject({ url: portPaths.planSelectSla('private-wealth') })).json().data).toMatchObject({
      name_th: 'Private Wealth',
      min_aum: 2_000_000,
      description: 'บริการสำหรับลูกค้าที่มีสินทรัพย์ตั้งแต่ 2,000,000.00\u00a0บาท',
    });
    expect((await app.inject({ url: portPaths.planSelectSla('gold') })).statusCode).toBe(404);
    expect((await app.inject({ url: portPaths.planSelectInfo('<script>') })).statusCode).toBe(400);
  });
});
