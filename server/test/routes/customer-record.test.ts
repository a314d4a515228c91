import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { otherPaths, portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { customerRecordSchema } from '@port/shared/contracts/customer-record';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { tradingProfileSchema } from '@port/shared/contracts/trading-profile';
import { SUITABILITY_QUESTIONS } from '@port/shared/domain/suitability';
import { planIdOf } from '../helpers/plan-id';
import { authHeaders } from '../helpers/session';
import { customerRecordEvents } from '../../src/db/schema/customer-record-events';
import { customers } from '../../src/db/schema/customers';
import { postBatch } from '../helpers/checkout';
import { signedInApp } from '../helpers/signed-in-app';

/** Score 3 on every question = 30 → investor level 4, funds up to risk 7 (SEC bands). */
const answers = Object.fromEntries(SUITABILITY_QUESTIONS.map((q) => [q.id, [3]]));
const EXPIRING = 'C0004';

describe('renewing the suitability test (issue 18 item 1; spec §4 SUIT_EXPIRED; server tests frozen at 2026-11-18)', () => {
  const customer = signedInApp(EXPIRING);
  const renew = (payload: unknown, id = EXPIRING, headers = customer.headers) =>
    customer.app.inject({ method: 'PUT', url: otherPaths.renewSuitability(id), headers, payload: payload as object });
  const record = async () => customerRecordSchema.parse(await customer.data(otherPaths.customerRecord(EXPIRING)));
  const events = () => customer.app.db.select().from(customerRecordEvents).where(eq(customerRecordEvents.customerId, EXPIRING));
  const topup = async () =>
    postBatch(customer.app, customer.headers, 'topup', {
      plan_id: await planIdOf(customer.app, customer.headers, 'omnibus', 1),
      amount: 5000,
      bank_id: 'C0004-B1',
    });

  it('reads the own record: level 2 from the stored fund ceiling 2, expired on 3 Nov 2026', async () => {
    expect(await record()).toMatchObject({
      renewable: true,
      suitability: { risk_level: 2, max_fund_risk: 2, expiry: '2026-11-03' },
    });
  });

  it("another customer's record or renewal is 404 and changes nothing", async () => {
    const other = await authHeaders(customer.app, 'C0003');
    expect((await customer.app.inject({ url: otherPaths.customerRecord(EXPIRING), headers: other })).statusCode).toBe(404);
    const res = await renew({ answers }, EXPIRING, other);
    expect(res.statusCode).toBe(404);
    expect((await renew({ answers }, 'C0003')).statusCode).toBe(404);
    expect((await record()).suitability.expiry).toBe('2026-11-03');
    expect(await events()).toHaveLength(0);
  });

  it('incomplete or invalid answers: 400 in Thai, nothing saved', async () => {
    const { q10: _dropped, ...nine } = answers;
    for (const payload of [
      { answers: nine },
      { answers: { ...answers, q1: [5] } },
      { answers: { ...answers, q1: [1, 2] } },
      {},
    ]) {
      const res = await renew(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error_message).toMatch(/[ก-๙]/);
    }
    expect((await renew({ answers: nine })).json().error_message).toContain('กรุณาตอบแบบประเมินให้ครบทุกข้อ');
    expect((await record()).suitability.expiry).toBe('2026-11-03');
    expect(await events()).toHaveLength(0);
  });

  it('the trade guard refuses the buy before, with the fix link of the renewal', async () => {
    const refused = await topup();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_code).toBe('SUIT_EXPIRED');
    const profile = tradingProfileSchema.parse(await customer.data(portPaths.tradingProfile));
    expect(profile.refusals.map((r) => [r.error_code, r.fix_url])).toEqual([['SUIT_EXPIRED', '/oa-landing/renew/suitability']]);
  });

  it('renews in one transaction with its audit event; the guard, the profile and the plan list read it at once', async () => {
    const listBefore = planListDataSchema.parse(await customer.data(portAggregationPaths.planList));
    expect(listBefore.visual_status.port).toBe('SUIT_EXPIRED');
    const res = await renew({ answers });
    expect(res.statusCode, res.body).toBe(200);
    expect(customerRecordSchema.parse(res.json().data).suitability).toEqual({
      risk_level: 4,
      risk_level_name: 'เสี่ยงสูง',
      max_fund_risk: 7,
      expiry: '2028-11-18',
    });
    const [event, ...more] = await events();
    expect(more).toHaveLength(0);
    expect(event).toMatchObject({
      kind: 'suitability_renewed',
      channel: 'port-web',
      before: { suit_risk_level: 2, suit_expiry: '2026-11-03' },
      after: { suit_risk_level: 7, suit_expiry: '2028-11-18' },
    });
    expect(event!.sessionHash).toMatch(/^[0-9a-f]{64}$/);
    const list = planListDataSchema.parse(await customer.data(portAggregationPaths.planList));
    expect(list.visual_status.port).not.toBe('SUIT_EXPIRED');
    expect(list.visual_status.customer).not.toContain('SUIT_EXPIRED');
    expect(list.visual_status.options.expiry_dates.suit).toBe('2028-11-18');
    const profile = tradingProfileSchema.parse(await customer.data(portPaths.tradingProfile));
    expect(profile).toMatchObject({ can_buy: true, suit_risk_level: 7, refusals: [] });
    const bought = await topup();
    expect(bought.statusCode, bought.body).toBe(200);
  });

  it('the audit trail is append-only', async () => {
    await expect(customer.app.db.execute(sql`update customer_record_events set channel = 'x'`)).rejects.toThrow();
    await expect(customer.app.db.delete(customerRecordEvents)).rejects.toThrow();
  });

  it('a customer whose application is still open renews nothing: 409 in Thai', async () => {
    const opening = await authHeaders(customer.app, 'C0002');
    const res = await renew({ answers }, 'C0002', opening);
    expect(res.statusCode).toBe(409);
    expect(res.json().error_message).toContain('เปิดบัญชี');
    const [row] = await customer.app.db.select().from(customers).where(eq(customers.id, 'C0002'));
    expect(row!.suitRiskLevel).toBeNull();
  });

  it('the ID card: a new expiry in Thai rules, saved with its audit event; the dashboard warning goes (issue 18 item 3)', async () => {
    const put = (id_card_expiry: unknown, id = EXPIRING, headers = customer.headers) =>
      customer.app.inject({ method: 'PUT', url: otherPaths.updateIdCard(id), headers, payload: { id_card_expiry } });
    const refusals = [
      ['2026-11-17', 'บัตรประชาชนหมดอายุแล้ว'],
      ['2026-02-30', 'รูปแบบวันที่ไม่ถูกต้อง'],
      ['2046-11-18', 'ไกลเกินกว่าที่บัตรประชาชนออกให้'],
      ['lifetime', 'อายุ 70 ปีขึ้นไป'],
    ] as const;
    for (const [value, words] of refusals) {
      const res = await put(value);
      expect(res.statusCode, value).toBe(400);
      expect(res.json().error_message).toContain(words);
    }
    expect((await put('2034-11-17', EXPIRING, await authHeaders(customer.app, 'C0003'))).statusCode).toBe(404);
    const before = planListDataSchema.parse(await customer.data(portAggregationPaths.planList));
    expect(before.visual_status.customer).toContain('ID_CARD_WARNING');
    const res = await put('2034-11-17');
    expect(res.statusCode, res.body).toBe(200);
    expect(customerRecordSchema.parse(res.json().data).id_card).toMatchObject({ expiry: '2034-11-17', lifetime: false });
    const cardEvents = (await events()).filter((e) => e.kind === 'id_card_updated');
    expect(cardEvents).toMatchObject([{ before: { id_card_expiry: '2026-12-13' }, after: { id_card_expiry: '2034-11-17' } }]);
    const after = planListDataSchema.parse(await customer.data(portAggregationPaths.planList));
    expect(after.visual_status.customer).not.toContain('ID_CARD_WARNING');
  });
});
