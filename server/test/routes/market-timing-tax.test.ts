import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { marketTimingSchema, modelPortSchema } from '@port/shared/contracts/model-port';
import { and, desc, eq, lte } from 'drizzle-orm';
import { fundNavs } from '../../src/db/schema/funds';
import { addDays, bangkokDate } from '../../src/lib/dates';
import { holdToFund } from '../../src/services/plans/market-timing';
import { invalidateCatalogue, type FundRow } from '../../src/services/funds/navs';
import { testApp } from '../helpers/app';
import { resetDb } from '../helpers/reset';
import { authHeaders } from '../helpers/session';

const fund = (code: string, taxType: string, riskLevel: number, broadCategoryTh = 'ตราสารทุน'): FundRow => ({
  code,
  taxType,
  riskLevel,
  broadCategoryTh,
  nameTh: code,
  nameEn: code,
  amcCode: 'X',
  aimcCategoryTh: '',
  color: '',
  minInvest: '1',
  cutoffTime: null,
  factSheetUrl: null,
  unitSettlementDays: 1,
  moneySettlementDays: 2,
  investsAbroad: false,
});

describe('issue 13 item 9: a market-timing hold-to fund keeps the tax type of the fund it replaces (spec §3 market timing)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const db = await resetDb();
    // SCBRMS&P500 (an RMF in the investor's tax-saving plan) falls 10 % over the 3-month window.
    const code = 'SCBRMS&P500';
    const [latest] = await db.select().from(fundNavs).where(eq(fundNavs.fundCode, code)).orderBy(desc(fundNavs.navDate)).limit(1);
    const [before] = await db
      .select()
      .from(fundNavs)
      .where(and(eq(fundNavs.fundCode, code), lte(fundNavs.navDate, addDays(bangkokDate(), -90))))
      .orderBy(desc(fundNavs.navDate))
      .limit(1);
    await db
      .update(fundNavs)
      .set({ nav: (Number(before!.nav) * 0.9).toFixed(4) })
      .where(and(eq(fundNavs.fundCode, code), eq(fundNavs.navDate, latest!.navDate)));
    invalidateCatalogue(db);
    app = await testApp({}, {}, db);
  });
  afterAll(async () => app.close());

  it('an RMF goes to an RMF (money market first, then lowest risk), a general fund to a general money-market fund', () => {
    const catalogue = [
      fund('K-CASH', 'none', 2, 'ตลาดเงิน'),
      fund('RMF-BOND', 'rmf', 4, 'ตราสารหนี้'),
      fund('RMF-MM', 'rmf', 1, 'ตลาดเงิน'),
      fund('RMF-EQ', 'rmf', 6),
      fund('EQ', 'none', 6),
      fund('SSF-EQ', 'ssf', 6),
    ];
    expect(holdToFund(catalogue[3]!, catalogue)?.code).toBe('RMF-MM');
    expect(
      holdToFund(
        catalogue[3]!,
        catalogue.filter((f) => f.code !== 'RMF-MM'),
      )?.code,
    ).toBe('RMF-BOND');
    expect(holdToFund(catalogue[4]!, catalogue)?.code).toBe('K-CASH');
    expect(holdToFund(catalogue[5]!, catalogue)).toBeNull();
  });

  it("the investor's tax-saving plan: every warned fund's hold-to fund has its tax type, with the reason", async () => {
    const headers = await authHeaders(app, 'C0003');
    const model = modelPortSchema.parse(
      (await app.inject({ url: portAggregationPaths.planModel('segregate', 2), headers })).json().data,
    );
    const timing = model.market_timing;
    expect(timing?.warning_fund_list).toContain('SCBRMS&P500');
    const rmf = timing?.hold_to?.find((h) => h.fund_shortcode === 'SCBRMS&P500');
    expect(rmf?.hold_to_fund_shortcode).toBe('SCBRM2');
    expect(rmf?.reason).toMatch(/^ราคาลดลง \d+\.\d\d% ใน 3 เดือน พักเงินในกองทุน RMF เหมือนกัน/);
    expect(rmf?.drop_percentage).toBeGreaterThan(5);
    expect(timing?.hold_to?.map((h) => h.hold_to_fund_shortcode)).not.toContain('K-CASH');
  });

  it("issue 22 item 3: GET market-timing/{plan id} details each warned fund: Thai names, the two NAVs compared with their dates, a link on the distributor's site", async () => {
    const headers = await authHeaders(app, 'C0003');
    const planId = (await app.inject({ url: portAggregationPaths.planDetail('segregate', 2), headers })).json().data.plan
      .plan_id as string;
    const res = await app.inject({ url: portPaths.marketTiming(planId), headers });
    expect(res.statusCode).toBe(200);
    const timing = marketTimingSchema.parse(res.json().data);
    const rmf = timing.hold_to?.find((h) => h.fund_shortcode === 'SCBRMS&P500');
    expect(rmf?.fund_name_th).toMatch(/[\u0E00-\u0E7F]/);
    expect(rmf?.hold_to_fund_name_th).toMatch(/[\u0E00-\u0E7F]/);
    const { nav_from: from, nav_to: to } = rmf!;
    expect(from!.date <= addDays(bangkokDate(), -90)).toBe(true);
    expect(to!.date > from!.date).toBe(true);
    // The drop is the one the two NAVs make (to 2 decimals), and the reason says it.
    expect(rmf!.drop_percentage).toBeCloseTo(((from!.nav - to!.nav) / from!.nav) * 100, 1);
    expect(rmf!.reason).toContain(`${rmf!.drop_percentage.toFixed(2)}%`);
    expect(timing.link).toMatch(/^https:\/\/www\.port\.co\.th\//);
    expect(timing.link).not.toMatch(/example\./);
    // Another customer's plan, an id that is not one, and no session.
    expect((await app.inject({ url: portPaths.marketTiming(planId), headers: await authHeaders(app, 'C0004') })).statusCode).toBe(
      404,
    );
    const bad = await app.inject({ url: portPaths.marketTiming.pattern.replace(':id', 'x y'), headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_message).toMatch(/[\u0E00-\u0E7F]/);
    expect((await app.inject({ url: portPaths.marketTiming(planId) })).statusCode).toBe(401);
  });
});
