import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { batchOrderPreviewSchema } from '@port/shared/contracts/order';
import { modelPortSchema } from '@port/shared/contracts/model-port';
import { rulesForYear } from '@port/shared/domain/tax-rules';
import { frozenClock, setBusinessClock } from '../../src/lib/clock';
import { testApp } from '../helpers/app';
import { authHeaders } from '../helpers/session';
import { taxSavingPlanBody } from '../helpers/plan-bodies';
import { createdPlan } from '../helpers/plan-calls';
import { TEST_NOW } from '../setup/business-clock';

/**
 * Issue 17 "Bad input and faults" (spec §1 tax-saving funds): in a tax year without a rule table
 * (2571 = 2028: none entered), the server says so and promises no deduction: the tax-saving plan's
 * page, and every tax-fund line of a checkout preview ('no-table').
 */
describe('a tax year without a rule table (2571)', () => {
  let app: FastifyInstance;
  let h: Record<string, string>;
  // Wednesday 1 Mar 2028, 10:00 Bangkok: a business day of a year with no tax rule table.
  const IN_2571 = new Date('2028-03-01T10:00:00+07:00');

  beforeAll(async () => {
    app = await testApp();
    h = await authHeaders(app, 'C0003');
  }, 240_000);
  afterEach(() => setBusinessClock(frozenClock(TEST_NOW)));
  afterAll(async () => app.close());

  it('has no table indeed (the test would prove nothing otherwise)', () => {
    expect(rulesForYear(2028)).toBeNull();
  });

  it('the tax-saving plan page says the year has no table, not that its funds deduct', async () => {
    setBusinessClock(frozenClock(IN_2571));
    const model = modelPortSchema.parse(
      (await app.inject({ url: portAggregationPaths.planModel('segregate', 2), headers: h })).json().data,
    );
    expect(model.description).toBe('ยังไม่มีตารางเกณฑ์ลดหย่อนของปีภาษี 2571 จึงยังไม่ยืนยันสิทธิลดหย่อนของการซื้อปีนี้');
    expect(model.description).not.toContain('ใช้สิทธิลดหย่อนภาษีได้');
  });

  it('a tax-fund buy previewed in 2571 promises no deduction ("no-table")', async () => {
    setBusinessClock(frozenClock(IN_2571));
    const { plan_id: planId } = await createdPlan(app, h, 'segregate', taxSavingPlanBody('ลดหย่อนภาษีปี 2571'));
    const res = await app.inject({ url: `${portAggregationPaths.batchOrder('initial', planId)}?amount=20000`, headers: h });
    expect(res.statusCode, res.body).toBe(200);
    const preview = batchOrderPreviewSchema.parse(res.json().data);
    expect(preview.lines.length).toBeGreaterThan(0);
    for (const line of preview.lines) {
      expect(line.tax_conditions).toMatchObject({ tax_year: 2028, deduction: 'no-table' });
    }
  });
});
