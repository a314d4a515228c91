import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { holdings } from '../../src/db/schema/holdings';
import { plans } from '../../src/db/schema/plans';
import { minimumOf } from '../../src/services/plans/plan-minimums';
import { planList } from '../../src/services/plans/plan-list';
import { testApp } from '../helpers/app';
import { authHeaders } from '../helpers/session';

const baht = (satang: bigint) => Number(satang) / 100;

/**
 * Issue 22 item 2, spec §4 "Plan status (client)" need-topup-min-invest: the plan list says which
 * plan holds less than its model's minimum (the one rulebook's minimum, as the plan page and the
 * checkout compute it) and how much is still to invest.
 */
describe('spec §4 need-topup-min-invest: the plan list gives a plan below its model minimum the top-up it needs', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => app.close());

  const list = async (customer: string) => {
    const response = await app.inject({ url: portAggregationPaths.planList, headers: await authHeaders(app, customer) });
    expect(response.statusCode).toBe(200);
    return planListDataSchema.parse(response.json().data).accounts.flatMap((a) => a.plans);
  };

  it('a plan at or above its minimum has none; shrunk below it, the list asks for minimum − value', async () => {
    const before = await list('C0003');
    const held = before.find((p) => p.aum > 0);
    expect(held, 'C0003 holds a plan').toBeDefined();
    const [row] = await app.db
      .select()
      .from(plans)
      .where(eq(plans.id, Number(held!.plan_id)));
    const minimum = (await minimumOf(app.db, row!.model)).amount;
    expect(minimum).toBeGreaterThan(0n);
    expect(held!.aum).toBeGreaterThanOrEqual(baht(minimum));
    expect(held!.min_invest_topup ?? null).toBeNull();

    // A hundredth of a unit of each fund: worth far less than the minimum, still something.
    await app.db.update(holdings).set({ units: '0.0100' }).where(eq(holdings.planId, row!.id));
    // The route caches the list under the portfolio version, which only the customer's own calls bump: read it fresh.
    const fresh = async () => planListDataSchema.parse(await planList(app.db, row!.customerId)).accounts.flatMap((a) => a.plans);
    const after = (await fresh()).find((p) => p.plan_id === held!.plan_id)!;
    expect(after.aum).toBeGreaterThan(0);
    expect(after.aum).toBeLessThan(baht(minimum));
    expect(after.min_invest_topup).toEqual({
      minimum: baht(minimum),
      topup: Math.round((baht(minimum) - after.aum) * 100) / 100,
    });

    // Nothing held: an empty plan has not started, it is not "below" its minimum.
    await app.db.delete(holdings).where(eq(holdings.planId, row!.id));
    const empty = (await fresh()).find((p) => p.plan_id === held!.plan_id)!;
    expect(empty.aum).toBe(0);
    expect(empty.min_invest_topup ?? null).toBeNull();
  });
});
