import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { checkoutResultSchema } from '@port/shared/contracts/fast-checkout';
import { singleFundComboId } from '@port/shared/contracts/fund';
import { batchOrderPreviewSchema } from '@port/shared/contracts/order';
import { modelPortSchema } from '@port/shared/contracts/model-port';
import { buyConditions } from '@port/shared/domain/tax-rulebook';
import type { Db } from '../../src/db/client';
import { orderEvents } from '../../src/db/schema/order-events';
import { orders } from '../../src/db/schema/orders';
import { pra } from '../../src/db/schema/pra';
import { testApp } from '../helpers/app';
import { resetDb } from '../helpers/reset';
import { authHeaders } from '../helpers/session';
import { taxSavingPlanBody } from '../helpers/plan-bodies';
import { createdPlan } from '../helpers/plan-calls';
import { TEST_NOW } from '../setup/business-clock';

/**
 * Issue 17 item 2 (spec §1 tax-saving funds, §7 fast checkout): every path that buys a tax-saving
 * fund refuses without the holding acknowledgement (422 TAX_FUND_ACKNOWLEDGEMENT_REQUIRED, nothing
 * placed) and records it in order_events with it; the preview carries each line's conditions.
 */
describe('tax-fund holding acknowledgement on every checkout path', () => {
  let app: FastifyInstance;
  let db: Db;
  let h: Record<string, string>;
  let planId = '';
  let planSlot = 0;
  const bankId = 'C0003-B1';

  beforeAll(async () => {
    db = await resetDb();
    app = await testApp({}, {}, db);
    h = await authHeaders(app, 'C0003');
    ({ plan_id: planId, plan_slot: planSlot } = await createdPlan(app, h, 'segregate', taxSavingPlanBody('ลดหย่อนภาษีปีนี้')));
    await db.insert(pra).values({
      planId: Number(planId),
      status: 'PRA',
      praDate: 5,
      totalAmount: '5000',
      topupAmount: '0',
      minInvest: '1000',
      bankId,
    });
  }, 240_000);
  afterAll(async () => app.close());

  const countOrders = async () =>
    (
      await db
        .select()
        .from(orders)
        .where(eq(orders.planId, Number(planId)))
    ).length;
  const paths: [string, string, Record<string, unknown>][] = [
    ['initial', portPaths.fastCheckoutBatch('initial'), { amount: 20000, bank_id: bankId }],
    ['top-up', portPaths.fastCheckoutBatch('topup'), { amount: 10000, bank_id: bankId }],
    ['PRA', portPaths.fastCheckoutPra, { source: 'port-web' }],
    ['combo', portPaths.fastCheckoutTsfCombo, { combo_id: 'combo-rmf-growth', amount: 10000, bank_id: bankId }],
    ['single fund', portPaths.fastCheckoutTsfCombo, { combo_id: singleFundComboId('TISCOESG-A'), amount: 5000, bank_id: bankId }],
  ];

  it.each(paths)(
    '%s: refused without the acknowledgement, nothing placed; placed with it and recorded',
    async (_, url, extra) => {
      const send = (more: Record<string, unknown>) =>
        app.inject({
          method: 'POST',
          url,
          headers: h,
          payload: { plan_id: planId, idempotency_key: randomUUID(), risk_acknowledged: true, ...extra, ...more },
        });
      const before = await countOrders();
      for (const refusal of [{}, { tax_fund_acknowledged: false }]) {
        const refused = await send(refusal);
        expect(refused.statusCode, refused.body).toBe(422);
        expect(refused.json().error_code).toBe('TAX_FUND_ACKNOWLEDGEMENT_REQUIRED');
        expect(refused.json().error_message).toContain('เงื่อนไขการถือครอง');
      }
      expect(await countOrders()).toBe(before);
      const placed = await send({ tax_fund_acknowledged: true });
      expect(placed.statusCode, placed.body).toBe(200);
      const result = checkoutResultSchema.parse(placed.json().data);
      const events = await db
        .select()
        .from(orderEvents)
        .where(
          and(
            eq(orderEvents.kind, 'placed'),
            inArray(
              orderEvents.orderNo,
              result.orders.map((o) => o.order_no),
            ),
          ),
        );
      expect(events).toHaveLength(result.orders.length);
      for (const event of events) {
        const order = result.orders.find((o) => o.order_no === event.orderNo)!;
        const taxType = order.fund_shortcode === 'TISCOESG-A' || order.fund_shortcode === 'KKP-TESG' ? 'tesg' : 'rmf';
        const rule = buyConditions(taxType, TEST_NOW);
        expect(event.acknowledgements).toMatchObject({
          tax_fund_acknowledged: true,
          holding_rule: rule.holding.summary,
          sellable_from: rule.sellableFrom,
        });
      }
    },
  );

  it('a tax-saving plan created in 2569 holds only RMF and ThaiESG, its page says every fund deducts, its initial preview buys those', async () => {
    const model = modelPortSchema.parse(
      (await app.inject({ url: portAggregationPaths.planModel('segregate', planSlot), headers: h })).json().data,
    );
    expect(model.asset.data.map((d) => [d.fund_shortcode, d.weight])).toEqual([
      ['SCBRMS&P500', 60],
      ['TISCOESG-A', 40],
    ]);
    expect(model.sub_title).toBe('RMF และ ThaiESG ในพอร์ตเดียว');
    expect(model.description).toContain('ทุกกองทุนในแผนใช้สิทธิลดหย่อนภาษีได้สำหรับการซื้อปี 2569');
    const preview = batchOrderPreviewSchema.parse(
      (await app.inject({ url: `${portAggregationPaths.batchOrder('initial', planId)}?amount=20000`, headers: h })).json().data,
    );
    expect(preview.lines.map((l) => [l.fund_shortcode, l.amount])).toEqual([
      ['SCBRMS&P500', 12000],
      ['TISCOESG-A', 8000],
    ]);
  });

  it('the seeded plan holding SSF and ThaiESGX says they give no deduction for 2569 purchases and that only RMF and ThaiESG are bought', async () => {
    const model = modelPortSchema.parse(
      (await app.inject({ url: portAggregationPaths.planModel('segregate', 2), headers: h })).json().data,
    );
    expect(model.description).toBe('SSF และ ThaiESGX ไม่ได้สิทธิลดหย่อนสำหรับการซื้อปี 2569 แผนจึงซื้อเฉพาะ RMF และ ThaiESG');
  });

  it('the preview says which lines are tax funds and their conditions, as the rulebook does (spec §1)', async () => {
    const res = await app.inject({ url: `${portAggregationPaths.batchOrder('topup', planId)}?amount=10000`, headers: h });
    const preview = batchOrderPreviewSchema.parse(res.json().data);
    expect(preview.lines.length).toBeGreaterThan(0);
    for (const line of preview.lines) {
      const rule = buyConditions(line.fund_tax_type!, TEST_NOW);
      expect(line.tax_conditions).toEqual({
        tax_type: line.fund_tax_type,
        tax_year: 2026,
        deduction: 'deducts',
        holding_rule: rule.holding.summary,
        holding_years: rule.holding.years,
        holding_exact: true,
        sellable_from: rule.sellableFrom,
        needs_age: line.fund_tax_type === 'rmf',
      });
    }
  });
});
