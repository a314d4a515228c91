import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { otherPaths, portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { checkoutResultSchema } from '@port/shared/contracts/fast-checkout';
import { planDetailSchema } from '@port/shared/contracts/plan-detail';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { proposalOrderSchema, batchOrderPreviewSchema } from '@port/shared/contracts/order';
import { praSchema } from '@port/shared/contracts/pra';
import { taxSavingFundSchema } from '@port/shared/contracts/tax-saving';
import { cancelOrders } from '../helpers/cancel-orders';
import { postBatch } from '../helpers/checkout';
import { authHeaders } from '../helpers/session';
import { signedInApp } from '../helpers/signed-in-app';

describe('fast checkout, pending orders and cancellation (spec §1, §4, §7)', () => {
  const investor = signedInApp('C0003', { plan: ['omnibus', 1] });
  const bankId = 'C0003-B1';

  const detail = async (slot = 1) =>
    planDetailSchema.parse(await investor.data(portAggregationPaths.planDetail('omnibus', slot)));
  const planAum = async (slot = 1) => {
    const list = planListDataSchema.parse(await investor.data(portAggregationPaths.planList));
    return list.accounts[0]!.plans.find((p) => p.plan_slot === slot)!.aum;
  };

  it('a topup batch places real pending orders by the model weights; they are pending orders, not holdings (spec §3)', async () => {
    const before = await detail();
    const aumBefore = await planAum();
    const key = randomUUID();
    const res = await postBatch(investor.app, investor.headers, 'topup', {
      plan_id: investor.planId,
      amount: 10000,
      bank_id: bankId,
      idempotency_key: key,
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = checkoutResultSchema.parse(res.json().data);
    expect(result.orders.map((o) => [o.fund_shortcode, o.amount])).toEqual([
      ['ONE-UGG-RA', 4000],
      ['KFSDIV', 3000],
      ['K-FIXED', 3000],
    ]);
    expect(result.total_amount).toBe(10000);
    const after = await detail();
    expect(after.trading.pending_orders.length).toBe(before.trading.pending_orders.length + 3);
    // spec §3: outstandings and trading.pending_orders are apart; a pending buy is no holding yet.
    expect(await planAum()).toBeCloseTo(aumBefore, 2);
    expect(after.outstandings.map((o) => [o.fund_shortcode, o.units, o.aum, o.cost])).toEqual(
      before.outstandings.map((o) => [o.fund_shortcode, o.units, o.aum, o.cost]),
    );

    // The same idempotency key (here as a header) places nothing new (spec §7 retries).
    const retry = await investor.app.inject({
      method: 'POST',
      url: portPaths.fastCheckoutBatch('topup'),
      headers: { ...investor.headers, 'idempotency-key': key },
      payload: { plan_id: investor.planId, amount: 10000, bank_id: bankId },
    });
    const again = checkoutResultSchema.parse(retry.json().data);
    expect(again.checkout_id).toBe(result.checkout_id);
    expect(again.orders.map((o) => o.order_no)).toEqual(result.orders.map((o) => o.order_no));
    expect((await detail()).trading.pending_orders.length).toBe(after.trading.pending_orders.length);

    const otherPlan = await postBatch(investor.app, investor.headers, 'topup', {
      plan_id: String(Number(investor.planId) + 1),
      amount: 10000,
      bank_id: bankId,
      idempotency_key: key,
    });
    expect(otherPlan.statusCode).toBe(409);
  });

  it('cancel removes the order from pending orders (the plan value stays); a second cancel is 409; another customer gets 404', async () => {
    const pending = (await detail()).trading.pending_orders;
    const target = pending[0]!;
    const aumBefore = await planAum();
    const cancel = () =>
      investor.app.inject({
        method: 'POST',
        url: otherPaths.cancelOrder,
        headers: investor.headers,
        payload: { vir_ref_trans_no: target.xwt_ref_no },
      });
    const first = await cancel();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ vir_ref_trans_no: target.xwt_ref_no, cancelled: true });
    const after = (await detail()).trading.pending_orders;
    expect(after.map((o) => o.order_no)).not.toContain(target.order_no);
    expect(await planAum()).toBeCloseTo(aumBefore, 2);
    const second = await cancel();
    expect(second.statusCode).toBe(409);
    expect(second.json().error_message).toBe('รายการนี้ถูกยกเลิกไปแล้ว');
    const stranger = await investor.app.inject({
      method: 'POST',
      url: otherPaths.cancelOrder,
      headers: await authHeaders(investor.app, 'C0004'),
      payload: { vir_ref_trans_no: after[0]!.xwt_ref_no },
    });
    expect(stranger.statusCode).toBe(404);
    expect((await detail()).trading.pending_orders).toHaveLength(after.length);
  });

  it("tsf-combo orders count in this year's tax-saving totals (spec §3)", async () => {
    const totals = async () => taxSavingFundSchema.parse(await investor.data(otherPaths.taxSavingFund));
    const before = (await totals())[0]!;
    const res = await investor.app.inject({
      method: 'POST',
      url: portPaths.fastCheckoutTsfCombo,
      headers: investor.headers,
      payload: {
        plan_id: investor.planId,
        combo_id: 'combo-rmf-growth',
        amount: 20000,
        bank_id: bankId,
        idempotency_key: randomUUID(),
        tax_fund_acknowledged: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await totals())[0]!;
    expect(after.year).toBe(before.year);
    expect(after.cost.rmf).toBeCloseTo(before.cost.rmf + 20000, 2);
    const unknownCombo = await investor.app.inject({
      method: 'POST',
      url: portPaths.fastCheckoutTsfCombo,
      headers: investor.headers,
      payload: { plan_id: investor.planId, combo_id: 'nope', amount: 20000, bank_id: bankId, idempotency_key: randomUUID() },
    });
    expect(unknownCombo.statusCode).toBe(404);
  });

  it('proposal order: preview, checkout as PROPOSAL_ORDER, then the proposal is gone; DELETE dismisses it', async () => {
    const preview = proposalOrderSchema.parse(await investor.data(portAggregationPaths.proposalOrder(investor.planId)));
    expect(preview.lines.length).toBeGreaterThan(0);
    const res = await investor.app.inject({
      method: 'POST',
      url: portPaths.fastCheckoutProposalOrder,
      headers: investor.headers,
      payload: { plan_id: investor.planId, bank_id: bankId, idempotency_key: randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const placed = checkoutResultSchema.parse(res.json().data);
    expect(placed.orders.every((o) => o.source === 'PROPOSAL_ORDER')).toBe(true);
    const after = proposalOrderSchema.parse(await investor.data(portAggregationPaths.proposalOrder(investor.planId)));
    expect(after.lines).toEqual([]);
    const goeId = planDetailSchema.parse(await investor.data(portAggregationPaths.planDetail('segregate', 1))).plan.plan_id!;
    const del = await investor.app.inject({
      method: 'DELETE',
      url: portPaths.deleteProposalOrder(goeId),
      headers: investor.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(proposalOrderSchema.parse(await investor.data(portAggregationPaths.proposalOrder(goeId))).lines).toEqual([]);
  });

  it('PRA checkout invests the PRA amount; batch preview splits the asked amount', async () => {
    const res = await investor.app.inject({
      method: 'POST',
      url: portPaths.fastCheckoutPra,
      headers: investor.headers,
      payload: { plan_id: investor.planId, source: 'port-web', idempotency_key: randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(checkoutResultSchema.parse(res.json().data).total_amount).toBe(5000);
    const noPra = await investor.app.inject({
      method: 'POST',
      url: portPaths.fastCheckoutPra,
      headers: investor.headers,
      payload: { plan_id: String(Number(investor.planId) + 1), source: 'port-web', idempotency_key: randomUUID() },
    });
    expect(noPra.statusCode).toBe(422);
    const preview = batchOrderPreviewSchema.parse(
      await investor.data(`${portAggregationPaths.batchOrder('topup', investor.planId)}?amount=2500`),
    );
    expect(preview.total_amount).toBe(2500);
    expect(preview.min_amount).toBeGreaterThan(0);
    expect(
      (
        await investor.app.inject({
          url: `${portAggregationPaths.batchOrder('nope' as 'topup', investor.planId)}`,
          headers: investor.headers,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('one PRA batch at a time (spec §4 PRA_BATCH_ON_PROCESS, §7 fast-checkout/pra): the PRA view shows its pending orders and the next debit; a second PRA is 409 until they are cancelled', async () => {
    const praView = async () => praSchema.parse(await investor.data(portAggregationPaths.planPra('omnibus', 1)));
    const view = await praView();
    // Set up for the 25th; the clock is frozen at Wednesday 18 Nov 2026 (25 Nov is a business day).
    expect(view.next_debit_date).toBe('2026-11-25');
    const pending = view.pending_orders ?? [];
    expect(pending.map((o) => o.fund_shortcode).sort()).toEqual(['K-FIXED', 'KFSDIV', 'ONE-UGG-RA']);
    expect(pending.reduce((s, o) => s + (o.amount ?? 0), 0)).toBeCloseTo(5000, 2);
    const countBefore = (await detail()).trading.pending_orders.length;
    const again = () =>
      investor.app.inject({
        method: 'POST',
        url: portPaths.fastCheckoutPra,
        headers: investor.headers,
        payload: { plan_id: investor.planId, source: 'port-web', idempotency_key: randomUUID() },
      });
    const refused = await again();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error_code).toBe('PRA_PENDING');
    expect(refused.json().error_message).toContain('รอดำเนินการ');
    expect((await detail()).trading.pending_orders.length).toBe(countBefore);
    await cancelOrders(investor.app, investor.headers, pending);
    expect((await praView()).pending_orders).toEqual([]);
    expect((await again()).statusCode).toBe(200);
  });

  it("bad input → 400; another customer's plan or bank → 404, and nothing is placed", async () => {
    const base = { plan_id: investor.planId, amount: 10000, bank_id: bankId, idempotency_key: randomUUID() };
    for (const payload of [
      { ...base, amount: -5 },
      { ...base, amount: 10.123 },
      { ...base, idempotency_key: 'x' },
      { ...base, plan_id: '../1' },
    ]) {
      const res = await investor.app.inject({
        method: 'POST',
        url: portPaths.fastCheckoutBatch('initial'),
        headers: investor.headers,
        payload,
      });
      expect(res.statusCode, `${JSON.stringify(payload)} ${res.body}`).toBe(400);
      expect(res.json().error_code).toBe('VALIDATION');
    }
    const countBefore = (await detail()).trading.pending_orders.length;
    const otherBank = await investor.app.inject({
      method: 'POST',
      url: portPaths.fastCheckoutBatch('initial'),
      headers: investor.headers,
      payload: { ...base, bank_id: 'C0004-B1' },
    });
    expect(otherBank.statusCode).toBe(404);
    const foreignPlan = await postBatch(investor.app, await authHeaders(investor.app, 'C0004'), 'initial', {
      ...base,
      bank_id: 'C0004-B1',
      idempotency_key: randomUUID(),
    });
    expect(foreignPlan.statusCode).toBe(404);
    expect(foreignPlan.json().error_message).toBe('ไม่พบข้อมูลแผน');
    expect((await detail()).trading.pending_orders.length).toBe(countBefore);
  });
});
