import { createHash, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { otherPaths, portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { checkoutResultSchema, type CheckoutResult } from '@port/shared/contracts/fast-checkout';
import { batchOrderPreviewSchema } from '@port/shared/contracts/order';
import { planDetailSchema } from '@port/shared/contracts/plan-detail';
import { customers } from '../../src/db/schema/customers';
import { orderEvents } from '../../src/db/schema/order-events';
import { orders } from '../../src/db/schema/orders';
import { frozenClock, setBusinessClock } from '../../src/lib/clock';
import { testApp } from '../helpers/app';
import { signInAs } from '../helpers/session';
import { TEST_NOW } from '../setup/business-clock';

const UA = 'order-safety-test/1.0';

describe('order safety (issue 8; spec §3 Order, §7 fast-checkout, cancel-order)', () => {
  let app: FastifyInstance;
  const cookies = new Map<string, string>();
  const headers = (customerId: string) => ({
    cookie: cookies.get(customerId)!,
    'x-requested-with': 'port-web',
    'user-agent': UA,
  });
  const planOf = async (customerId: string, accountType: 'omnibus' | 'segregate' = 'omnibus', slot = 1) =>
    planDetailSchema.parse(
      (await app.inject({ url: portAggregationPaths.planDetail(accountType, slot), headers: headers(customerId) })).json().data,
    ).plan.plan_id!;
  const batch = (
    customerId: string,
    type: 'topup' | 'redeem',
    planId: string,
    amount: number,
    extra: Record<string, unknown> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: portPaths.fastCheckoutBatch(type),
      headers: headers(customerId),
      payload: { plan_id: planId, amount, bank_id: `${customerId}-B1`, idempotency_key: randomUUID(), ...extra },
    });
  const setCustomer = (id: string, values: Partial<typeof customers.$inferInsert>) =>
    app.db.update(customers).set(values).where(eq(customers.id, id));

  beforeAll(async () => {
    app = await testApp();
    for (const id of ['C0003', 'C0004', 'C0005', 'C0006']) cookies.set(id, await signInAs(app, id));
  });
  afterEach(() => setBusinessClock(frozenClock(TEST_NOW)));
  afterAll(async () => app.close());

  it('ten concurrent redeems of everything with different keys sell the holding once; the others are 422 NOTHING_TO_SELL', async () => {
    const planId = await planOf('C0005');
    const results = await Promise.all(Array.from({ length: 10 }, () => batch('C0005', 'redeem', planId, 50_000_000)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json()).toEqual({ error_code: 'NOTHING_TO_SELL', error_message: 'ไม่มีหน่วยลงทุนคงเหลือให้ขาย' });
    }
    const sold = checkoutResultSchema.parse(ok[0]!.json().data).orders;
    const held = await app.db.execute(sql`select fund_code, units from holdings where plan_id = ${Number(planId)}`);
    const heldRows = (Array.isArray(held) ? held : (held as { rows: { fund_code: string; units: string }[] }).rows) as {
      fund_code: string;
      units: string;
    }[];
    expect(sold.map((o) => [o.fund_shortcode, o.unit]).sort()).toEqual(
      heldRows.map((h) => [h.fund_code, Number(h.units)]).sort(),
    );
  });

  it('ten concurrent partial redeems with different keys never queue more units than are held', async () => {
    const planId = await planOf('C0003', 'omnibus', 2);
    const results = await Promise.all(Array.from({ length: 10 }, () => batch('C0003', 'redeem', planId, 9_000)));
    const placed = results.filter((r) => r.statusCode === 200).map((r) => checkoutResultSchema.parse(r.json().data));
    expect(placed.length).toBeGreaterThan(0);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().error_code).toBe('NOTHING_TO_SELL');
    const queued = await app.db.execute(sql`
      select h.fund_code, h.units::numeric as held, coalesce(sum(o.unit), 0)::numeric as queued
      from holdings h left join orders o on o.plan_id = h.plan_id and o.fund_code = h.fund_code and o.status = 'pending' and o.order_type = 'sell'
      where h.plan_id = ${Number(planId)} group by h.fund_code, h.units`);
    const rows = (Array.isArray(queued) ? queued : (queued as { rows: unknown[] }).rows) as {
      fund_code: string;
      held: string;
      queued: string;
    }[];
    for (const row of rows) expect(Number(row.queued), row.fund_code).toBeLessThanOrEqual(Number(row.held));
  });

  it('ten concurrent retries with one key place one set of orders; a later retry gets its first answer even when a check would now refuse', async () => {
    const planId = await planOf('C0006');
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => batch('C0006', 'redeem', planId, 50_000_000, { idempotency_key: key })),
    );
    const parsed: CheckoutResult[] = results.map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return checkoutResultSchema.parse(r.json().data);
    });
    expect(new Set(parsed.map((p) => p.checkout_id)).size).toBe(1);
    // Nothing is left to sell and the suitability and KYC have expired since: the retry still answers the first result.
    await setCustomer('C0006', { kycExpiry: '2026-01-01', suitExpiry: '2026-01-01' });
    const retry = await batch('C0006', 'redeem', planId, 50_000_000, { idempotency_key: key });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(checkoutResultSchema.parse(retry.json().data).orders.map((o) => o.order_no)).toEqual(
      parsed[0]!.orders.map((o) => o.order_no),
    );
    const fresh = await batch('C0006', 'redeem', planId, 1_000);
    expect(fresh.statusCode).toBe(422);
    expect(fresh.json().error_code).toBe('KYC_EXPIRED');
  });

  it.each([
    ['suitability expired: no buying', 'C0004', {}, 'SUIT_EXPIRED', /แบบประเมินความเสี่ยงของคุณหมดอายุแล้ว/],
    ['account not approved', 'C0003', { oaStatus: 'ACCOUNT_FREEZE' as const }, 'ACCOUNT_NOT_APPROVED', /ยังไม่พร้อมทำรายการซื้อขาย/],
    ['ID card expired', 'C0003', { idCardExpiry: '2026-11-17' }, 'ID_CARD_EXPIRED', /บัตรประชาชนของคุณหมดอายุแล้ว/],
  ])('%s: a topup is 422 %s in Thai and no order exists afterwards', async (_name, customerId, change, code, message) => {
    const before = { oaStatus: 'ACCOUNT_APPROVED' as const, idCardExpiry: null };
    if (Object.keys(change).length > 0) await setCustomer(customerId, change);
    try {
      const planId = await planOf(customerId);
      const count = async () => (await app.db.select().from(orders).where(eq(orders.customerId, customerId))).length;
      const n = await count();
      const res = await batch(customerId, 'topup', planId, 10_000);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error_code).toBe(code);
      expect(res.json().error_message).toMatch(message);
      expect(await count()).toBe(n);
      const profile = (await app.inject({ url: portPaths.tradingProfile, headers: headers(customerId) })).json().data;
      expect(profile.can_buy).toBe(false);
      expect(profile.refusals.map((r: { error_code: string }) => r.error_code)).toContain(code);
    } finally {
      if (Object.keys(change).length > 0) await setCustomer(customerId, before);
    }
  });

  it('a buy of a fund riskier than the suitability level needs risk_acknowledged; it is recorded with the order and its event', async () => {
    await setCustomer('C0003', { suitRiskLevel: 5 });
    const planId = await planOf('C0003');
    const refused = await batch('C0003', 'topup', planId, 10_000);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error_code).toBe('RISK_ACKNOWLEDGEMENT_REQUIRED');
    expect(refused.json().error_message).toContain('ONE-UGG-RA');
    const key = randomUUID();
    const ok = await batch('C0003', 'topup', planId, 10_000, { risk_acknowledged: true, idempotency_key: key });
    expect(ok.statusCode, ok.body).toBe(200);
    const placed = checkoutResultSchema.parse(ok.json().data).orders;
    const rows = await app.db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, `${key}:1`));
    expect(rows[0]!.riskAcknowledged).toBe(true);
    const events = await app.db.select().from(orderEvents).where(eq(orderEvents.idempotencyKey, key));
    expect(events.map((e) => e.orderNo).sort()).toEqual(placed.map((o) => o.order_no).sort());
    const riskyEvent = events.find((e) => e.orderNo === placed.find((o) => o.fund_shortcode === 'ONE-UGG-RA')!.order_no)!;
    expect(riskyEvent.acknowledgements).toEqual({ risk_acknowledged: true, riskier_funds: ['ONE-UGG-RA'] });
    const safeEvent = events.find((e) => e.orderNo === placed.find((o) => o.fund_shortcode === 'K-FIXED')!.order_no)!;
    expect(safeEvent.acknowledgements).toEqual({});
    await setCustomer('C0003', { suitRiskLevel: 7 });
  });

  it('every placed order has a sequence order number, Bangkok trade/NAV/settlement dates, and a placed event with who and how', async () => {
    const planId = await planOf('C0003');
    const key = randomUUID();
    const res = await batch('C0003', 'topup', planId, 10_000, { idempotency_key: key });
    const placed = checkoutResultSchema.parse(res.json().data).orders;
    for (const o of placed) expect(o.order_no).toMatch(/^ORD20261118\d{8}$/);
    const rows = await app.db
      .select()
      .from(orders)
      .where(sql`${orders.idempotencyKey} like ${`${key}:%`}`);
    // Wednesday 10:00 in Bangkok: before every cut-off (15:30, or 14:00 for foreign funds), so they trade today;
    // units arrive T+1, or T+2 for the foreign-investing ONE-UGG-RA (issue 17: settlement is fund data).
    for (const r of rows) {
      const units = r.fundCode === 'ONE-UGG-RA' ? '2026-11-20' : '2026-11-19';
      expect([r.tradeDate, r.navDate, r.expectedDate]).toEqual(['2026-11-18', '2026-11-18', units]);
      expect(r.cutoffAt!.toISOString()).toBe(
        r.fundCode === 'ONE-UGG-RA' ? '2026-11-18T07:00:00.000Z' : '2026-11-18T08:30:00.000Z',
      );
    }
    const events = await app.db.select().from(orderEvents).where(eq(orderEvents.idempotencyKey, key));
    expect(events).toHaveLength(placed.length);
    const sessionHash = createHash('sha256').update(cookies.get('C0003')!.split('=')[1]!).digest('hex');
    for (const e of events) {
      expect(e).toMatchObject({
        kind: 'placed',
        customerId: 'C0003',
        planId: Number(planId),
        channel: 'port-web',
        userAgent: UA,
        sessionHash,
      });
      expect(e.ip).toBeTruthy();
    }
    // Append-only: the database refuses to change or remove an event.
    await expect(app.db.update(orderEvents).set({ channel: 'x' }).where(eq(orderEvents.id, events[0]!.id))).rejects.toThrow();
    await expect(app.db.delete(orderEvents).where(eq(orderEvents.id, events[0]!.id))).rejects.toThrow();
  });

  it('after 15:30 the next orders trade the next business day; a cancel before the cut-off is an event, after it 422 in Thai', async () => {
    const planId = await planOf('C0003');
    setBusinessClock(frozenClock(new Date('2026-11-20T15:45:00+07:00')));
    // The preview the confirm step shows says so before anything is placed: Friday after 15:30 trades Monday.
    const preview = batchOrderPreviewSchema.parse(
      (
        await app.inject({ url: `${portAggregationPaths.batchOrder('topup', planId)}?amount=10000`, headers: headers('C0003') })
      ).json().data,
    );
    for (const line of preview.lines) expect([line.trade_date, line.next_day_reason]).toEqual(['2026-11-23', 'after-cutoff']);
    const res = await batch('C0003', 'topup', planId, 10_000);
    const placed = checkoutResultSchema.parse(res.json().data).orders;
    for (const o of placed) expect(o.trade_date).toBe('2026-11-23');
    const target = placed[0]!;
    const cancel = (vir: string) =>
      app.inject({ method: 'POST', url: otherPaths.cancelOrder, headers: headers('C0003'), payload: { vir_ref_trans_no: vir } });
    expect((await cancel(target.vir_ref_trans_no)).statusCode).toBe(200);
    const [event] = await app.db
      .select()
      .from(orderEvents)
      .where(sql`${orderEvents.orderNo} = ${target.order_no} and ${orderEvents.kind} = 'cancelled'`);
    expect(event).toMatchObject({ customerId: 'C0003', userAgent: UA });
    setBusinessClock(frozenClock(new Date('2026-11-23T15:30:00+07:00')));
    const late = await cancel(placed[1]!.vir_ref_trans_no);
    expect(late.statusCode, late.body).toBe(422);
    expect(late.json()).toEqual({
      error_code: 'CUTOFF_PASSED',
      error_message: 'ไม่สามารถยกเลิกรายการได้ เนื่องจากเลยเวลาตัดรอบ (23 พ.ย. 2569 15.30 น.) แล้ว',
    });
    const [still] = await app.db.select().from(orders).where(eq(orders.orderNo, placed[1]!.order_no));
    expect(still!.status).toBe('pending');
  });

  it('the trading profile and bank list of a customer who may trade', async () => {
    const profile = (await app.inject({ url: portPaths.tradingProfile, headers: headers('C0005') })).json().data;
    expect(profile).toEqual({
      suit_risk_level: 5,
      suit_state: 'current',
      suit_expiry: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      can_buy: true,
      can_sell: true,
      refusals: [],
    });
    const banks = (await app.inject({ url: portPaths.customerBanks, headers: headers('C0005') })).json().data;
    expect(banks.map((b: { bank_id: string; is_main: boolean }) => [b.bank_id, b.is_main])).toEqual([
      ['C0005-B1', true],
      ['C0005-B2', false],
    ]);
    expect(banks[0].masked_bank_account_no).not.toContain('0005123456');
  });
});
