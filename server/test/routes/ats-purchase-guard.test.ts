import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { tradingProfileSchema } from '@port/shared/contracts/trading-profile';
import { planDetailSchema } from '@port/shared/contracts/plan-detail';
import type { Db } from '../../src/db/client';
import { atsRegistrations } from '../../src/db/schema/ats';
import { orders } from '../../src/db/schema/orders';
import { dcaEvents } from '../../src/db/schema/dca';
import { testApp } from '../helpers/app';
import { resetDb } from '../helpers/reset';
import { authHeaders } from '../helpers/session';

const REJECTED = 'ธนาคารปฏิเสธการสมัครหักบัญชีอัตโนมัติ (ATS) ของคุณ';
const REQUIRED = 'คุณยังไม่ได้สมัครหักบัญชีอัตโนมัติ (ATS)';

/**
 * Issue 22 item 1: every purchase is paid by automatic debit (ATS), so while the customer's ATS is
 * required or refused no purchase path places anything (422 in Thai with where to fix it); selling
 * stays possible. The rule is shared/domain/trade-eligibility, read by the trading profile too.
 */
describe('no purchase while the ATS is required or refused (issue 22 item 1; spec §4 ATS_REQUIRED / ATS_REJECTED)', () => {
  let app: FastifyInstance;
  let db: Db;
  let investor: Record<string, string>;
  let dcaset: Record<string, string>;
  let planId = '';
  const bankId = 'C0003-B1';
  const setAts = (customerId: string, status: string) =>
    db
      .insert(atsRegistrations)
      .values({ customerId, status })
      .onConflictDoUpdate({ target: atsRegistrations.customerId, set: { status } });
  const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers, payload: { idempotency_key: randomUUID(), ...payload } });
  const purchases = () => [
    post(portPaths.fastCheckoutBatch('topup'), investor, { plan_id: planId, amount: 10000, bank_id: bankId }),
    post(portPaths.fastCheckoutTsfCombo, investor, {
      plan_id: planId,
      combo_id: 'combo-rmf-growth',
      amount: 20000,
      bank_id: bankId,
      tax_fund_acknowledged: true,
    }),
    post(portPaths.fastCheckoutProposalOrder, investor, { plan_id: planId, bank_id: bankId }),
    post(portPaths.fastCheckoutPra, investor, { plan_id: planId, source: 'port-web' }),
    post(portPaths.planDca('omnibus', 1), dcaset, { amount: 6000, day_of_month: 5, bank_id: 'C0031-B1' }),
  ];
  const placed = async () => (await db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, 'C0003'))).length;

  beforeAll(async () => {
    db = await resetDb();
    app = await testApp({}, {}, db);
    investor = await authHeaders(app, 'C0003');
    dcaset = await authHeaders(app, 'C0031');
    planId = planDetailSchema.parse(
      (await app.inject({ url: portAggregationPaths.planDetail('omnibus', 1), headers: investor })).json().data,
    ).plan.plan_id!;
  });
  afterAll(async () => app.close());

  it.each([
    ['ATS_REJECTED', REJECTED],
    ['ATS_REQUIRED', REQUIRED],
  ])(
    '%s: plan top-up, tax-saving combo, proposal order, PRA and DCA set-up are each 422 in Thai; nothing placed',
    async (status, message) => {
      await setAts('C0003', status);
      await setAts('C0031', status);
      const before = await placed();
      for (const res of await Promise.all(purchases())) {
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json()).toMatchObject({ error_code: status, error_message: expect.stringContaining(message) });
      }
      expect(await placed()).toBe(before);
      expect(await db.select().from(dcaEvents).where(eq(dcaEvents.customerId, 'C0031'))).toEqual([]);
      const profile = tradingProfileSchema.parse(
        (await app.inject({ url: portPaths.tradingProfile, headers: investor })).json().data,
      );
      expect(profile).toMatchObject({ can_buy: false, can_sell: true });
      expect(profile.refusals).toEqual([
        expect.objectContaining({ error_code: status, blocks: 'buy', fix_url: '/oa-landing/ats' }),
      ]);
    },
  );

  it('selling stays possible while the ATS is refused (the money goes to the registered bank)', async () => {
    await setAts('C0003', 'ATS_REJECTED');
    const res = await post(portPaths.fastCheckoutBatch('redeem'), investor, { plan_id: planId, amount: 30_000, bank_id: bankId });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('once the bank confirms, the same purchase is placed', async () => {
    await setAts('C0003', 'ATS_CONFIRMED');
    const res = await post(portPaths.fastCheckoutBatch('topup'), investor, { plan_id: planId, amount: 10000, bank_id: bankId });
    expect(res.statusCode, res.body).toBe(200);
  });
});
