import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { batchOrderPreviewSchema } from '@port/shared/contracts/order';
import { planTypeCardListSchema, planTypeInfoSchema } from '@port/shared/contracts/plan-select';
import { praSchema } from '@port/shared/contracts/pra';
import { RISK_LEVELS } from '@port/shared/domain/plan-models';
import { minimumOfSplit } from '@port/shared/domain/plan-minimum';
import type { Db } from '../../src/db/client';
import { funds } from '../../src/db/schema/funds';
import { modelTemplate } from '../../src/services/plans/model-templates';
import { testApp } from '../helpers/app';
import { resetDb } from '../helpers/reset';
import { authHeaders } from '../helpers/session';

/**
 * Minimums advertised = enforced (issue 17 "Why" 3; STYLE.md "Rules live in one place"): the
 * cards, the type page (info), the create, the batch preview, the checkout and the PRA box all
 * state the rulebook's minimum (shared/domain/plan-minimum over the fund catalogue's minimums).
 */
describe('plan minimums: one rule from the card to the checkout', () => {
  let app: FastifyInstance;
  let db: Db;
  let h: Record<string, string>;
  let fundMin: Map<string, bigint>;
  let fundRisk: Map<string, number>;
  const rulebook = (planType: string, level: number) =>
    Number(minimumOfSplit(modelTemplate(planType, level).model, fundMin).amount) / 100;

  beforeAll(async () => {
    db = await resetDb();
    app = await testApp({}, {}, db);
    h = await authHeaders(app, 'C0003');
    const rows = await db.select().from(funds);
    fundMin = new Map(rows.map((f) => [f.code, BigInt(Math.round(Number(f.minInvest) * 100))]));
    fundRisk = new Map(rows.map((f) => [f.code, f.riskLevel]));
  });
  afterAll(async () => app.close());

  it('every card states the rulebook minimum at every level, the suggested one as its headline; info agrees per level', async () => {
    const cards = planTypeCardListSchema.parse((await app.inject({ url: portPaths.planSelectPlanList })).json().data);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.min_initial_by_level).toEqual(RISK_LEVELS.map((l) => rulebook(card.plan_type, l)));
      expect(card.min_initial).toBe(rulebook(card.plan_type, card.suggested_risk_level));
      for (const level of [1, 4, 8]) {
        const url = `${portPaths.planSelectInfo(card.plan_type)}?risk_level=${level}`;
        const info = planTypeInfoSchema.parse((await app.inject({ url })).json().data);
        expect(info.min_initial, `${card.plan_type} level ${level}`).toBe(rulebook(card.plan_type, level));
        expect(info.model.funds.map((f) => [f.fund_shortcode, f.weight])).toEqual(
          modelTemplate(card.plan_type, level).model.map((m) => [m.fund_code, m.weight]),
        );
      }
    }
    // The 1stm card says the minimum it enforces, not a figure of its own.
    const first = cards.find((c) => c.plan_type === '1stm')!;
    expect(first.highlights[0]).toBe(`เริ่มต้น ${first.min_initial.toLocaleString('th-TH', { minimumFractionDigits: 2 })}\u00a0บาท`);
  });

  it("a plan's level is its ceiling: no model of a non-tax type holds a fund above its level", () => {
    for (const planType of ['goal-based', '1stm', 'goe', 'retirement', 'general']) {
      for (const level of RISK_LEVELS) {
        const above = modelTemplate(planType, level).model.filter((m) => (fundRisk.get(m.fund_code) ?? 9) > level);
        expect(above, `${planType} level ${level}`).toEqual([]);
      }
    }
  });

  it.each(['goal-based', '1stm', 'goe', 'retirement', 'general', 'tax-saving'])(
    '%s: a create below the advertised minimum is refused, one at it passes the preview and the checkout',
    async (planType) => {
      const info = planTypeInfoSchema.parse((await app.inject({ url: portPaths.planSelectInfo(planType) })).json().data);
      const min = info.min_initial;
      const level = info.suggested_risk_level;
      const body = { plan_name: `ขั้นต่ำ ${planType}`, plan_type: planType, goal_type: null, goal_money: null };
      const create = (initial: number, contribution = 0) =>
        app.inject({
          method: 'POST',
          url: portPaths.createPlan('omnibus'),
          headers: h,
          payload: { ...body, goal_timeframe: null, initial, contribution, risk_level: level, source: 'port-web' },
        });
      const low = await create(min - 0.01);
      expect(low.statusCode, low.body).toBe(422);
      expect(low.json().error_code).toBe('BELOW_MINIMUM');
      const lowMonthly = await create(min, min - 1);
      expect(lowMonthly.statusCode, lowMonthly.body).toBe(422);
      expect(lowMonthly.json().error_code).toBe('BELOW_MONTHLY_MINIMUM');
      const ok = await create(min, min);
      expect(ok.statusCode, ok.body).toBe(201);
      const plan = ok.json().data as { plan_id: string; plan_slot: number };
      const preview = batchOrderPreviewSchema.parse(
        (
          await app.inject({ url: `${portAggregationPaths.batchOrder('initial', plan.plan_id)}?amount=${min}`, headers: h })
        ).json().data,
      );
      // What the checkout asks is at most what the card advertised (a tax plan may leave out types without a deduction).
      expect(preview.min_amount).toBeLessThanOrEqual(min);
      if (planType !== 'tax-saving') expect(preview.min_amount).toBe(min);
      const pra = praSchema.parse(
        (await app.inject({ url: portAggregationPaths.planPra('omnibus', plan.plan_slot), headers: h })).json().data,
      );
      expect(pra.min_invest).toBe(rulebook(planType, level));
      const checkout = await app.inject({
        method: 'POST',
        url: portPaths.fastCheckoutBatch('initial'),
        headers: h,
        payload: {
          plan_id: plan.plan_id,
          amount: min,
          bank_id: 'C0003-B1',
          idempotency_key: `min-${planType}-0001`,
          risk_acknowledged: true,
          tax_holding_acknowledged: true,
          tax_fund_acknowledged: true,
        },
      });
      expect(checkout.statusCode, checkout.body).toBeLessThan(300);
    },
  );
});
