import { describe, expect, it } from 'vitest';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import type { BatchType } from '@port/shared/contracts/enums';
import { checkoutResultSchema } from '@port/shared/contracts/fast-checkout';
import { batchOrderPreviewSchema, proposalOrderSchema } from '@port/shared/contracts/order';
import { eq } from 'drizzle-orm';
import { orderEvents } from '../../src/db/schema/order-events';
import { postBatch } from '../helpers/checkout';
import { signedInApp } from '../helpers/signed-in-app';

/**
 * The seeded tax-saving plan (investor, segregate slot 2): model SSF 30 / RMF 30 / ThaiESG 20 /
 * ThaiESGX 20, holding an off-model RMF (SCBRM2) bought 15 days before the 2026-11-18 clock.
 */
describe('proposal and new money of a tax-saving plan (spec §1 tax-saving funds, §4 need-adjustment, §7 proposal-order)', () => {
  const investor = signedInApp('C0003', { plan: ['segregate', 2] });
  /** A batch checkout of the tax-saving plan from the customer's first bank, with these acknowledgements. */
  const place = (type: BatchType, amount: number, acknowledgements: Record<string, boolean | undefined> = {}) =>
    postBatch(investor.app, investor.headers, type, {
      plan_id: investor.planId,
      amount,
      bank_id: 'C0003-B1',
      ...acknowledgements,
    });

  const proposal = async () =>
    proposalOrderSchema.parse(await investor.data(portAggregationPaths.proposalOrder(investor.planId)));

  it('spec §1/§7: the proposal does not sell the RMF inside its lock-up nor buy SSF or ThaiESGX in 2026, and says why', async () => {
    const p = await proposal();
    const lines = p.lines.map((l) => `${l.order_type} ${l.fund_shortcode}`);
    expect(lines).not.toContain('sell SCBRM2');
    expect(lines.filter((l) => l.startsWith('buy ')).sort()).not.toEqual(expect.arrayContaining(['buy K-CHANGE-SSF']));
    expect(lines).not.toContain('buy KT-TESGX');
    // What is left: buys of the deductible funds below their weight (RMF S&P500 / ThaiESG).
    expect(p.lines.length).toBeGreaterThan(0);
    expect(p.lines.every((l) => l.order_type === 'buy')).toBe(true);
    const held = new Map(p.held_back.map((b) => [`${b.order_type} ${b.fund_shortcode}`, b]));
    expect(held.get('sell SCBRM2')).toMatchObject({
      reason: 'rmf-age',
      sellable_from: expect.stringMatching(/^20\d\d-\d\d-\d\d$/),
    });
    expect(held.get('sell SCBRM2')!.sellable_from! > '2026-11-18').toBe(true);
    expect(held.get('buy K-CHANGE-SSF')).toMatchObject({ reason: 'no-deduction', fund_tax_type: 'ssf', tax_year: 2026 });
    expect(p.total_buy_amount).toBe(p.lines.reduce((s, l) => Math.round((s + (l.amount ?? 0)) * 100) / 100, 0));
  });

  it('spec §7: confirming the proposal (with the tax-fund acknowledgement) places exactly its lines, the deductible buys: no sell of SCBRM2, no SSF/ThaiESGX buy', async () => {
    const expected = (await proposal()).lines.map((l) => `${l.order_type} ${l.fund_shortcode}`).sort();
    const rebalance = (acknowledged: boolean | undefined) => place('rebalance', 1, { tax_fund_acknowledged: acknowledged });
    // The lines buy tax-saving funds: without the tax-fund acknowledgement nothing is placed.
    const refused = await rebalance(undefined);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error_code).toBe('TAX_FUND_ACKNOWLEDGEMENT_REQUIRED');
    const res = await rebalance(true);
    expect(res.statusCode, res.body).toBe(200);
    const placed = checkoutResultSchema.parse(res.json().data).orders.map((o) => `${o.order_type} ${o.fund_shortcode}`);
    expect(placed.sort()).toEqual(expected);
    expect(placed).not.toContain('sell SCBRM2');
    expect(placed).not.toContain('buy K-CHANGE-SSF');
    expect(placed).not.toContain('buy KT-TESGX');
  });

  it('spec §7: a topup of the tax-saving plan splits over the deductible funds only, and its minimum gives each its fund minimum', async () => {
    const preview = batchOrderPreviewSchema.parse(await investor.data(portAggregationPaths.batchOrder('topup', investor.planId)));
    // RMF 30 and ThaiESG 20 carry the money (60 % / 40 %); TISCOESG-A's 500 baht minimum needs 1,250 baht.
    expect(preview.min_amount).toBe(1250);
    expect(preview.min_fund).toEqual({
      fund_shortcode: 'TISCOESG-A',
      fund_name_th: expect.any(String),
      weight: 20,
      fund_min_amount: 500,
    });
    expect(preview.lines.map((l) => [l.fund_shortcode, l.amount])).toEqual([
      ['SCBRMS&P500', 750],
      ['TISCOESG-A', 500],
    ]);
    const res = await place('topup', 1249);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ error_code: 'BELOW_MINIMUM', error_message: 'จำนวนเงินลงทุนขั้นต่ำคือ 1,250.00 บาท' });
  });

  it('spec §1/§7: a redeem that sells tax-saving units inside their holding conditions says so per line and needs the acknowledgement, recorded with the orders', async () => {
    const preview = batchOrderPreviewSchema.parse(
      await investor.data(`${portAggregationPaths.batchOrder('redeem', investor.planId)}?amount=100000000`),
    );
    const conditions = new Map(preview.lines.map((l) => [l.fund_shortcode, l.holding_condition]));
    expect(conditions.get('SCBRM2')).toMatchObject({ reason: 'rmf-age' });
    expect(conditions.get('TISCOESG-A')).toEqual({ reason: 'holding-period', sellable_from: expect.stringMatching(/^203\d-/) });
    // SSF bought in 2568 and ThaiESGX bought in 2569 gave no deduction: no benefit to lose, as the tax page says (issue 17).
    expect(conditions.get('K-CHANGE-SSF')).toBeNull();
    expect(conditions.get('KT-TESGX')).toBeNull();
    const redeem = (acknowledged: boolean | undefined) => place('redeem', 1000, { tax_holding_acknowledged: acknowledged });
    const refused = await redeem(undefined);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error_code).toBe('TAX_HOLDING_ACKNOWLEDGEMENT_REQUIRED');
    expect(refused.json().error_message).toContain('ยังไม่ครบเงื่อนไขการถือครอง');
    const placed = await redeem(true);
    expect(placed.statusCode, placed.body).toBe(200);
    const checkout = checkoutResultSchema.parse(placed.json().data);
    const events = await investor.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.checkoutId, Number(checkout.checkout_id)));
    expect(events.length).toBe(checkout.orders.length);
    const fundOf = new Map(checkout.orders.map((o) => [o.order_no, o.fund_shortcode]));
    for (const event of events)
      expect(event.acknowledgements.tax_holding_acknowledged === true).toBe(Boolean(conditions.get(fundOf.get(event.orderNo!)!)));
    expect(events.some((e) => e.acknowledgements.tax_holding_acknowledged === true)).toBe(true);
  });
});
