import { describe, expect, it } from 'vitest';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { checkoutResultSchema } from '@port/shared/contracts/fast-checkout';
import { batchOrderPreviewSchema } from '@port/shared/contracts/order';
import { planDetailSchema } from '@port/shared/contracts/plan-detail';
import { orderDates } from '@port/shared/domain/business-days';
import { funds } from '../../src/db/schema/funds';
import { postBatch } from '../helpers/checkout';
import { signedInApp } from '../helpers/signed-in-app';
import { TEST_NOW } from '../setup/business-clock';

/** Issue 17 "Why" 6: an order's dates are the rulebook's, with the settlement the fund catalogue carries. */
describe('order dates per fund (issue 17; spec §3 Order trade_date / expected_date)', () => {
  const investor = signedInApp('C0003', { plan: ['omnibus', 1] });
  const place = (type: 'redeem' | 'topup', amount: number) =>
    postBatch(investor.app, investor.headers, type, { plan_id: investor.planId, amount, bank_id: 'C0003-B1' });

  const rulebook = async (code: string, side: 'buy' | 'sell') => {
    const fund = (await investor.app.db.select().from(funds)).find((f) => f.code === code)!;
    return orderDates(TEST_NOW, side, fund.cutoffTime, {
      unitDays: fund.unitSettlementDays,
      moneyDays: fund.moneySettlementDays,
    });
  };

  it('the catalogue carries settlement per fund: a foreign-investing fund pays later than a Thai one', async () => {
    const rows = new Map((await investor.app.db.select().from(funds)).map((f) => [f.code, f]));
    expect(rows.get('ONE-UGG-RA')).toMatchObject({ investsAbroad: true, unitSettlementDays: 2, moneySettlementDays: 5 });
    expect(rows.get('KFSDIV')).toMatchObject({ investsAbroad: false, unitSettlementDays: 1, moneySettlementDays: 2 });
    expect(rows.get('K-CASH')).toMatchObject({ moneySettlementDays: 1 });
  });

  it('a redemption previews and places each fund with its own money date', async () => {
    const preview = batchOrderPreviewSchema.parse(
      await investor.data(`${portAggregationPaths.batchOrder('redeem', investor.planId)}?amount=30000`),
    );
    const placed = await place('redeem', 30_000);
    expect(placed.statusCode, placed.body).toBe(200);
    const orders = checkoutResultSchema.parse(placed.json().data).orders;
    expect(orders.map((o) => o.fund_shortcode).sort()).toEqual(['K-FIXED', 'KFSDIV', 'ONE-UGG-RA']);
    for (const o of orders) {
      const dates = await rulebook(o.fund_shortcode, 'sell');
      const line = preview.lines.find((l) => l.fund_shortcode === o.fund_shortcode)!;
      expect([o.trade_date, o.nav_date, o.expected_date], o.fund_shortcode).toEqual([
        dates.tradeDate,
        dates.navDate,
        dates.moneyDate,
      ]);
      expect([line.trade_date, line.settlement_date], o.fund_shortcode).toEqual([dates.tradeDate, dates.moneyDate]);
      // A sell credits the bank: never worded as a debit.
      expect(o.payment_display_text).toBe('โอนเงินค่าขายเข้าบัญชี');
    }
    // Wednesday 18 Nov 2026, 10:00: the Thai fund pays Friday 20th, the foreign-investing fund Wednesday 25th.
    expect(orders.find((o) => o.fund_shortcode === 'KFSDIV')!.expected_date).toBe('2026-11-20');
    expect(orders.find((o) => o.fund_shortcode === 'ONE-UGG-RA')!.expected_date).toBe('2026-11-25');
  });

  it('seeded pending buys never trade later than a buy placed now, and are dated by the same rule', async () => {
    const placed = await place('topup', 5_000);
    expect(placed.statusCode, placed.body).toBe(200);
    const now = checkoutResultSchema.parse(placed.json().data).orders;
    const detail = planDetailSchema.parse(await investor.data(portAggregationPaths.planDetail('omnibus', 1)));
    const seeded = detail.trading.pending_orders.filter(
      (o) => o.order_type === 'buy' && !now.some((n) => n.order_no === o.order_no),
    );
    expect(seeded.length).toBeGreaterThan(0);
    for (const o of seeded) {
      const placedNow = now.find((n) => n.fund_shortcode === o.fund_shortcode) ?? now[0]!;
      expect(o.trade_date! <= placedNow.trade_date!, `${o.fund_shortcode} ${o.trade_date}`).toBe(true);
      expect(new Date(o.order_date).getTime()).toBeLessThan(TEST_NOW.getTime());
      expect(o.payment_display_text).toBe('หักบัญชีอัตโนมัติ (ATS)');
      expect(o.bank_name).not.toBeNull();
    }
  });
});
