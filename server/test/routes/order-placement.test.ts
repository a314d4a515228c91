import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { checkoutResultSchema, type CheckoutResult } from '@port/shared/contracts/fast-checkout';
import { fundRecommendationSchema } from '@port/shared/contracts/fund';
import { batchOrderPreviewSchema } from '@port/shared/contracts/order';
import { planDetailSchema } from '@port/shared/contracts/plan-detail';
import { holdings } from '../../src/db/schema/holdings';
import { cancelOrders } from '../helpers/cancel-orders';
import { postBatch } from '../helpers/checkout';
import { planIdOf } from '../helpers/plan-id';
import { signedInApp } from '../helpers/signed-in-app';

/** Units per fund of a checkout's sell orders, to 4 decimals. */
const soldUnits = (...results: CheckoutResult[]): Map<string, number> => {
  const byFund = new Map<string, number>();
  for (const o of results.flatMap((r) => r.orders)) {
    if (o.order_type === 'sell')
      byFund.set(o.fund_shortcode, Math.round(((byFund.get(o.fund_shortcode) ?? 0) + (o.unit ?? 0)) * 10_000) / 10_000);
  }
  return byFund;
};

describe('order placement limits (spec §7; security review findings)', () => {
  const investor = signedInApp('C0003', { plan: ['omnibus', 1] });
  const bankId = 'C0003-B1';
  const batch = (type: 'topup' | 'initial' | 'redeem', amount: number, key = randomUUID(), bank = bankId) =>
    postBatch(investor.app, investor.headers, type, { plan_id: investor.planId, amount, bank_id: bank, idempotency_key: key });
  /** A tax-saving combo checkout (spec §7 tsf-combo), its holding conditions acknowledged. */
  const tsfCombo = (comboId: string, amount: number, key = randomUUID()) =>
    investor.app.inject({
      method: 'POST',
      url: portPaths.fastCheckoutTsfCombo,
      headers: investor.headers,
      payload: {
        plan_id: investor.planId,
        combo_id: comboId,
        amount,
        bank_id: bankId,
        idempotency_key: key,
        tax_fund_acknowledged: true,
      },
    });

  it('spec §7: redemptions are netted against pending sells, so repeated redeems never queue more units than are held', async () => {
    const all = await batch('redeem', 50_000_000);
    expect(all.statusCode, all.body).toBe(200);
    const held = soldUnits(checkoutResultSchema.parse(all.json().data));
    expect([...held.keys()].sort()).toEqual(['K-FIXED', 'KFSDIV', 'ONE-UGG-RA']);

    for (let i = 0; i < 2; i += 1) {
      const again = await batch('redeem', 50_000_000);
      expect(again.statusCode, again.body).toBe(422);
      expect(again.json()).toEqual({ error_code: 'NOTHING_TO_SELL', error_message: 'ไม่มีหน่วยลงทุนคงเหลือให้ขาย' });
    }

    // Cancelling the sells frees the units again: a partial redeem then a full one add up to the holding.
    await cancelOrders(investor.app, investor.headers, checkoutResultSchema.parse(all.json().data).orders);
    const part = checkoutResultSchema.parse((await batch('redeem', 30_000)).json().data);
    const rest = checkoutResultSchema.parse((await batch('redeem', 50_000_000)).json().data);
    expect(soldUnits(part, rest)).toEqual(held);
    expect((await batch('redeem', 1_000)).statusCode).toBe(422);
  });

  it('spec §4: a rebalance does not sell again the off-model units an earlier rebalance already queued', async () => {
    const taxPlan = await planIdOf(investor.app, investor.headers, 'segregate', 2);
    // An off-model fund without tax conditions in the tax-saving plan (its RMF SCBRM2 may not be sold yet).
    await investor.app.db
      .insert(holdings)
      .values({ planId: Number(taxPlan), fundCode: 'K-FIXED', units: '1000.0000', cost: '10000.00' });
    const rebalance = async () => {
      const res = await postBatch(investor.app, investor.headers, 'rebalance', {
        plan_id: taxPlan,
        amount: 1,
        bank_id: bankId,
        tax_fund_acknowledged: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      return checkoutResultSchema.parse(res.json().data);
    };
    const first = soldUnits(await rebalance());
    expect(first.get('K-FIXED')).toBe(1000);
    expect(first.has('SCBRM2')).toBe(false);
    expect(soldUnits(await rebalance()).has('K-FIXED')).toBe(false);
  });

  it('spec §7: a topup below the minimum the batch preview advertises is 422 BELOW_MINIMUM naming it; nothing is placed', async () => {
    const preview = batchOrderPreviewSchema.parse(await investor.data(portAggregationPaths.batchOrder('topup', investor.planId)));
    expect(preview.min_amount).toBe(2500);
    const pending = async () =>
      planDetailSchema.parse(await investor.data(portAggregationPaths.planDetail('omnibus', 1))).trading.pending_orders.length;
    const before = await pending();
    for (const [type, amount] of [
      ['topup', 0.01],
      ['topup', 2499.99],
      ['initial', 100],
    ] as const) {
      const res = await batch(type, amount);
      expect(res.statusCode, `${type} ${amount} ${res.body}`).toBe(422);
      expect(res.json()).toEqual({ error_code: 'BELOW_MINIMUM', error_message: 'จำนวนเงินลงทุนขั้นต่ำคือ 2,500.00 บาท' });
    }
    expect(await pending()).toBe(before);
    expect((await batch('topup', 2500)).statusCode).toBe(200);
  });

  it('spec §6/§7: a tsf-combo checkout below the combo minimum of the fund recommendation is 422 BELOW_MINIMUM', async () => {
    const rec = fundRecommendationSchema.parse(
      (await investor.app.inject({ url: `${portPaths.fundRecommendation}?fund_tax_type=rmf` })).json().data,
    );
    const combo = rec.port.combos.find((c) => c.combo_id === 'combo-rmf-growth')!;
    expect(combo.min_amount).toBeGreaterThan(1);
    const place = (amount: number) => tsfCombo(combo.combo_id, amount);
    const below = await place(combo.min_amount - 0.01);
    expect(below.statusCode, below.body).toBe(422);
    expect(below.json().error_code).toBe('BELOW_MINIMUM');
    expect(below.json().error_message).toContain(`${combo.min_amount.toLocaleString('en-US', { minimumFractionDigits: 2 })} บาท`);
    expect((await place(combo.min_amount)).statusCode).toBe(200);
  });

  it('spec §7: a reused idempotency key with another amount, bank or combo is 422 IDEMPOTENCY_MISMATCH; identical retries answer the first result', async () => {
    const key = randomUUID();
    const first = await batch('topup', 3000, key);
    expect(first.statusCode, first.body).toBe(200);
    const placed = checkoutResultSchema.parse(first.json().data);
    const mismatch = {
      error_code: 'IDEMPOTENCY_MISMATCH',
      error_message: 'รหัสคำขอนี้ถูกใช้กับรายการที่มีข้อมูลต่างกันแล้ว กรุณาเริ่มทำรายการใหม่',
    };
    const otherAmount = await batch('topup', 30000, key);
    expect(otherAmount.statusCode, otherAmount.body).toBe(422);
    expect(otherAmount.json()).toEqual(mismatch);
    const otherBank = await batch('topup', 3000, key, 'C0003-B2');
    expect(otherBank.json()).toEqual(mismatch);
    // The same amount written differently is the same request.
    const same = checkoutResultSchema.parse((await batch('topup', 3000.0, key)).json().data);
    expect(same.orders.map((o) => o.order_no)).toEqual(placed.orders.map((o) => o.order_no));

    const comboKey = randomUUID();
    const combo = (comboId: string) => tsfCombo(comboId, 20000, comboKey);
    expect((await combo('combo-rmf-steady')).statusCode).toBe(200);
    expect((await combo('combo-rmf-growth')).json()).toEqual(mismatch);
  });

  it('spec §7: concurrent identical retries of one key place the orders once', async () => {
    const key = randomUUID();
    const results = await Promise.all([0, 1, 2].map(() => batch('topup', 5000, key)));
    const parsed = results.map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return checkoutResultSchema.parse(r.json().data);
    });
    expect(new Set(parsed.map((p) => p.checkout_id)).size).toBe(1);
    expect(new Set(parsed.flatMap((p) => p.orders.map((o) => o.order_no))).size).toBe(3);
  });
});
