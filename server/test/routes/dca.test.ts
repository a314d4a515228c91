import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { dcaResultSchema } from '@port/shared/contracts/dca';
import { planDetailSchema } from '@port/shared/contracts/plan-detail';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import type { Db } from '../../src/db/client';
import { dcaEvents } from '../../src/db/schema/dca';
import { testApp } from '../helpers/app';
import { resetDb } from '../helpers/reset';
import { authHeaders } from '../helpers/session';

/** Issue 17 item 3, issue 22 DCA cards: monthly investing set up, adjusted and removed (spec §4 DCA / PRA statuses). */
describe('monthly investing (DCA) set-up (issue 17 item 3; spec §4 DCA)', () => {
  let app: FastifyInstance;
  let db: Db;
  const headers = new Map<string, Record<string, string>>();
  const h = (id: string) => headers.get(id)!;

  beforeAll(async () => {
    db = await resetDb();
    app = await testApp({}, {}, db);
    for (const id of ['C0003', 'C0031', 'C0032', 'C0004']) headers.set(id, await authHeaders(app, id));
  });
  afterAll(async () => app.close());

  const setUp = (id: string, slot: number, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: portPaths.planDca('omnibus', slot), headers: h(id), payload: body });
  const detail = async (id: string, slot: number) =>
    planDetailSchema.parse(
      (await app.inject({ url: portAggregationPaths.planDetail('omnibus', slot), headers: h(id) })).json().data,
    );
  const port = async (id: string) =>
    planListDataSchema.parse((await app.inject({ url: portAggregationPaths.planList, headers: h(id) })).json().data).visual_status
      .port;

  it('the seed states come from the rule: investor needs adjustment, dcaset needs set-up, dcaremove needs removal', async () => {
    expect((await detail('C0003', 3)).dca?.status).toBe('need-adjustment');
    expect((await detail('C0003', 1)).dca?.status).toBe('match');
    expect(await port('C0003')).toBe('DCA_NEED_ADJUSTMENT');
    const set = await detail('C0031', 1);
    expect(set.dca).toMatchObject({ status: 'need-set', monthly_amount: 6000, total_amount: 0 });
    expect(set.plan.pra_status).toBe('DCA_NEED_SET');
    expect(await port('C0031')).toBe('DCA_NEED_SET');
    expect((await detail('C0032', 1)).dca?.status).toBe('need-remove');
    expect(await port('C0032')).toBe('DCA_NEED_REMOVE');
  });

  it('refuses what the rule refuses, in Thai, with nothing saved: below the monthly minimum, a bad day, another customer’s bank', async () => {
    const min = (await detail('C0031', 1)).dca!.min_amount!;
    expect(min).toBeGreaterThan(0);
    const below = await setUp('C0031', 1, {
      amount: min - 1,
      day_of_month: 5,
      bank_id: 'C0031-B1',
      idempotency_key: randomUUID(),
    });
    expect(below.statusCode).toBe(422);
    expect(below.json().error_code).toBe('BELOW_MINIMUM');
    expect(below.json().error_message).toMatch(/^จำนวนเงินลงทุนขั้นต่ำคือ/);
    const day = await setUp('C0031', 1, { amount: 6000, day_of_month: 31, bank_id: 'C0031-B1', idempotency_key: randomUUID() });
    expect(day.statusCode).toBe(400);
    expect(day.json().error_message).toContain('วันที่หักเงิน');
    const bank = await setUp('C0031', 1, { amount: 6000, day_of_month: 5, bank_id: 'C0003-B1', idempotency_key: randomUUID() });
    expect(bank.statusCode).toBe(404);
    expect((await db.select().from(dcaEvents).where(eq(dcaEvents.customerId, 'C0031'))).length).toBe(0);
    expect((await detail('C0031', 1)).dca?.status).toBe('need-set');
  });

  it('sets up dcaset’s plan once per key, split by the plan’s model, on a business day, audited in the same change', async () => {
    const key = randomUUID();
    const body = { amount: 6000, day_of_month: 5, bank_id: 'C0031-B2', idempotency_key: key };
    const first = await setUp('C0031', 1, body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await setUp('C0031', 1, body);
    expect(again.statusCode).toBe(200);
    const result = dcaResultSchema.parse(first.json().data);
    expect(result.dca).toMatchObject({ status: 'match', total_amount: 6000, day_of_month: 5 });
    // 5 Dec 2569 is a Saturday and a holiday, 7 Dec its substitute: the debit is Tuesday 8 Dec.
    expect(result.dca?.next_debit_date).toBe('2026-12-08');
    expect(result.dca?.bank?.bank_id).toBe('C0031-B2');
    expect(result.profiles.map((p) => [p.fund_shortcode, p.amount])).toEqual([
      ['KFSMART', 3600],
      ['K-FIXED', 2400],
    ]);
    const events = await db.select().from(dcaEvents).where(eq(dcaEvents.customerId, 'C0031'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'set', amount: '6000.00', dayOfMonth: 5, bankId: 'C0031-B2', channel: 'port-web' });
    expect(events[0]!.sessionHash).toMatch(/^[0-9a-f]{64}$/);
    const reused = await setUp('C0031', 1, { ...body, amount: 7000 });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error_code).toBe('IDEMPOTENCY_MISMATCH');
    const after = await detail('C0031', 1);
    expect(after.pra).toMatchObject({ status: 'PRA', pra_date: 5, total_amount: 6000 });
    expect(after.plan.pra_status).toBe('PRA');
    expect(await port('C0031')).toBe('NONE');
  });

  it('investor’s need-adjustment is resolved by setting the plan’s monthly amount; a different amount becomes the plan’s', async () => {
    const res = await setUp('C0003', 3, { amount: 4500, day_of_month: 5, bank_id: 'C0003-B1', idempotency_key: randomUUID() });
    expect(res.statusCode, res.body).toBe(200);
    const plan = await detail('C0003', 3);
    expect(plan.dca?.status).toBe('match');
    expect(plan.plan.contribution).toBe(4500);
    expect(plan.trading.dca_profiles.every((p) => p.status === 'active' && p.day_of_month === 5)).toBe(true);
    expect(plan.trading.dca_profiles.reduce((s, p) => s + p.amount, 0)).toBeCloseTo(4500, 2);
    expect(await port('C0003')).toBe('NONE');
  });

  it('removes dcaremove’s leftover debit once; a plan with nothing to remove is 409', async () => {
    const key = randomUUID();
    const remove = () =>
      app.inject({
        method: 'DELETE',
        url: portPaths.planDca('omnibus', 1),
        headers: h('C0032'),
        payload: { idempotency_key: key },
      });
    const first = await remove();
    expect(first.statusCode, first.body).toBe(200);
    expect(dcaResultSchema.parse(first.json().data).dca).toBeNull();
    expect((await remove()).statusCode).toBe(200);
    const events = await db
      .select()
      .from(dcaEvents)
      .where(and(eq(dcaEvents.customerId, 'C0032'), eq(dcaEvents.kind, 'remove')));
    expect(events).toHaveLength(1);
    expect(await port('C0032')).toBe('NONE');
    const nothing = await app.inject({
      method: 'DELETE',
      url: portPaths.planDca('omnibus', 1),
      headers: h('C0032'),
      payload: { idempotency_key: randomUUID() },
    });
    expect(nothing.statusCode).toBe(409);
  });

  it('a customer who may not buy (suitability expired) cannot set up monthly buying', async () => {
    const res = await setUp('C0004', 1, { amount: 3000, day_of_month: 15, bank_id: 'C0004-B1', idempotency_key: randomUUID() });
    expect(res.statusCode).toBe(422);
    expect(res.json().error_code).toBe('SUIT_EXPIRED');
  });
});
