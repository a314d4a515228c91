import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { otherPaths, portPaths } from '@port/shared/contracts/api-paths';
import { fundRecommendationSchema } from '@port/shared/contracts/fund';
import { taxFundPurchasesSchema } from '@port/shared/contracts/tax-saving';
import type { Db } from '../../src/db/client';
import { fundNavs } from '../../src/db/schema/funds';
import { holdings } from '../../src/db/schema/holdings';
import { orders } from '../../src/db/schema/orders';
import { plans } from '../../src/db/schema/plans';
import { testApp } from '../helpers/app';
import { resetDb } from '../helpers/reset';
import { authHeaders } from '../helpers/session';

const TAX_TYPES = ['ssf', 'rmf', 'tesg', 'tesgx'];

describe('tax-saving fund calls (issue 10 items 2, 5; spec §7)', () => {
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    db = await resetDb();
    app = await testApp({}, {}, db);
  });
  afterAll(async () => app.close());

  it("purchases: the investor's completed tax-fund buys with trade dates, oldest first, only their own orders", async () => {
    const mine = taxFundPurchasesSchema.parse(
      (await app.inject({ url: otherPaths.taxSavingFundPurchases, headers: await authHeaders(app, 'C0003') })).json().data,
    );
    // The seeded tax-saving buys of the investor: 50,000 + 40,000 + 30,000 + 30,000 + 25,000 (see customer-services test).
    expect(mine.reduce((sum, p) => sum + p.amount, 0)).toBe(175_000);
    expect(mine.map((p) => p.trade_date)).toEqual([...mine.map((p) => p.trade_date)].sort());
    const own = await db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.customerId, 'C0003'));
    const ownNos = new Set(own.map((o) => o.orderNo));
    expect(mine.every((p) => ownNos.has(p.order_no))).toBe(true);
    expect(mine.every((p) => p.fund_name_th.length > 0 && TAX_TYPES.includes(p.fund_tax_type))).toBe(true);

    // Another customer buys a ThaiESG fund: it is theirs alone.
    const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.customerId, 'C0006')).limit(1);
    await db.insert(holdings).values({ planId: plan!.id, fundCode: 'KKP-TESG', units: '100.0000', cost: '1000.00' });
    await db.insert(orders).values({
      customerId: 'C0006',
      planId: plan!.id,
      orderNo: 'ORD-OTHER-TESG',
      virRefTransNo: 'VRT-OTHER-TESG',
      orderType: 'buy',
      source: 'port-web',
      fundCode: 'KKP-TESG',
      taxType: 'tesg',
      amount: '1000.00',
      unit: '100.0000',
      status: 'completed',
      orderDate: new Date('2026-03-02T03:00:00Z'),
      tradeDate: '2026-03-02',
      expectedDate: '2026-03-03',
      paymentMethod: 'ats',
    });
    const theirs = taxFundPurchasesSchema.parse(
      (await app.inject({ url: otherPaths.taxSavingFundPurchases, headers: await authHeaders(app, 'C0006') })).json().data,
    );
    expect(theirs.map((p) => p.order_no)).toEqual(['ORD-OTHER-TESG']);
    const again = taxFundPurchasesSchema.parse(
      (await app.inject({ url: otherPaths.taxSavingFundPurchases, headers: await authHeaders(app, 'C0003') })).json().data,
    );
    expect(again).toEqual(mine);
  });

  it('purchases: none for a new customer; 401 without a session', async () => {
    expect(
      (await app.inject({ url: otherPaths.taxSavingFundPurchases, headers: await authHeaders(app, 'C0001') })).json().data,
    ).toEqual([]);
    expect((await app.inject({ url: otherPaths.taxSavingFundPurchases })).statusCode).toBe(401);
  });

  it('recommended funds carry exact 1-year returns from the NAVs, 3- and 5-year returns from the five-year history, and the fact sheet', async () => {
    const rmf = fundRecommendationSchema.parse((await app.inject({ url: portPaths.fundRecommendation })).json().data);
    const fund = rmf.individual.funds[0]!;
    const navs = await db.select().from(fundNavs).where(eq(fundNavs.fundCode, fund.fund_shortcode));
    const latest = navs.reduce((a, b) => (a.navDate > b.navDate ? a : b));
    // The business date is 2026-11-18: the last NAV on or before 2025-11-18.
    const yearAgo = navs.filter((n) => n.navDate <= '2025-11-18').reduce((a, b) => (a.navDate > b.navDate ? a : b));
    const expected = Math.round(((Number(latest.nav) - Number(yearAgo.nav)) / Number(yearAgo.nav)) * 10_000) / 100;
    expect(fund.return_1y).toBeCloseTo(expected, 2);
    // The seeded history reaches five years back, so the 3- and 5-year returns exist too.
    expect(typeof fund.return_3y).toBe('number');
    expect(typeof fund.return_5y).toBe('number');
    expect(fund.fact_sheet_url).toMatch(/^https:\/\//);
  });
});
