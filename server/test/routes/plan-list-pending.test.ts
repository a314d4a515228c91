import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { planDetailSchema } from '@port/shared/contracts/plan-detail';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { testApp } from '../helpers/app';
import { authHeaders } from '../helpers/session';

/**
 * Issue 13 review item 3: the plan list carries each plan's pending orders as a count (its own
 * line "มีคำสั่งรอดำเนินการ n รายการ"), the same orders its page lists as pending.
 */
describe('issue 13 review item 3: pending_order_count in the plan list (spec §3 plan list, §4 pending orders)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => app.close());

  it('every omnibus/segregate plan counts the pending orders its page shows, and some plan has one', async () => {
    let seen = 0;
    for (const customer of ['C0001', 'C0002', 'C0003', 'C0004', 'C0005', 'C0006', 'C0007', 'C0008']) {
      const headers = await authHeaders(app, customer);
      const list = await app.inject({ url: portAggregationPaths.planList, headers });
      expect(list.statusCode).toBe(200);
      for (const account of planListDataSchema.parse(list.json().data).accounts) {
        if (account.account_type !== 'omnibus' && account.account_type !== 'segregate') continue;
        for (const plan of account.plans) {
          const page = await app.inject({ url: portAggregationPaths.planDetail(account.account_type, plan.plan_slot), headers });
          const detail = planDetailSchema.parse(page.json().data);
          expect(plan.pending_order_count, `${customer} ${plan.plan_name}`).toBe(detail.trading.pending_orders.length);
          seen += plan.pending_order_count ?? 0;
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
