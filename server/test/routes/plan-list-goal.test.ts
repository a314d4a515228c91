import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { planDetailSchema } from '@port/shared/contracts/plan-detail';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { wealthPathSchema } from '@port/shared/contracts/wealth-path';
import { goalShortfall, remainingYears } from '@port/shared/domain/goal-shortfall';
import { isGoalOrGoePlan } from '@port/shared/domain/plan-flags';
import { businessNow } from '../../src/lib/clock';
import { testApp } from '../helpers/app';
import { authHeaders } from '../helpers/session';

type Headers = Record<string, string>;

/**
 * Issue 13 review item 1: a goal plan whose page says it will likely miss its goal must not read
 * "ปกติ" in the plan list. The list's goal_shortfall is checked against what the plan page does:
 * its detail's current value and fields, the wealth path it asks for, and the shared rule.
 */
describe('issue 13 review item 1: the plan list judges a goal plan like its page does (spec §3 plan list, wealth path)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => app.close());

  const get = async (url: string, headers: Headers) => {
    const response = await app.inject({ url, headers });
    expect(response.statusCode, url).toBe(200);
    return response.json().data as unknown;
  };

  async function pageJudgement(accountType: 'omnibus' | 'segregate', slot: number, headers: Headers) {
    const detail = planDetailSchema.parse(await get(portAggregationPaths.planDetail(accountType, slot), headers));
    const plan = detail.plan;
    const currentValue = detail.outstandings.reduce((s, o) => s + Math.round(o.aum * 100), 0) / 100;
    const query = new URLSearchParams({
      initial: String(currentValue),
      contribution: String(plan.contribution),
      timeframe: String(remainingYears(plan, businessNow().getTime())),
      ...(plan.goal_money ? { target: String(plan.goal_money) } : {}),
    });
    const path = wealthPathSchema.parse(await get(`${portPaths.wealthPath(plan.risk_level)}?${query}`, headers));
    return { currentValue, shortfall: goalShortfall(path.plots, plan.goal_money) };
  }

  it.each(['C0003', 'C0004', 'C0005', 'C0006', 'C0007', 'C0008'])(
    '%s: every goal or goe plan has the same shortfall (or none) in the list as on its page',
    async (customer) => {
      const headers = await authHeaders(app, customer);
      const list = planListDataSchema.parse(await get(portAggregationPaths.planList, headers));
      for (const account of list.accounts) {
        if (account.account_type !== 'omnibus' && account.account_type !== 'segregate') continue;
        for (const plan of account.plans) {
          if (!isGoalOrGoePlan(plan)) {
            expect(plan.goal_shortfall ?? null, plan.plan_name).toBeNull();
            continue;
          }
          const page = await pageJudgement(account.account_type, plan.plan_slot, headers);
          expect(page.currentValue, plan.plan_name).toBe(plan.aum);
          expect(plan.goal_shortfall ?? null, plan.plan_name).toEqual(page.shortfall);
        }
      }
    },
  );

  it("the investor's เกษียณสบาย (5,000,000 baht goal) is expected to fall short: the list says so with the shortfall", async () => {
    const headers = await authHeaders(app, 'C0003');
    const list = planListDataSchema.parse(await get(portAggregationPaths.planList, headers));
    const plan = list.accounts.flatMap((a) => a.plans).find((p) => p.plan_name === 'เกษียณสบาย');
    expect(plan?.goal_shortfall?.goal).toBe(5_000_000);
    expect(plan?.goal_shortfall?.expected).toBeLessThan(5_000_000);
    expect(plan?.goal_shortfall?.shortfall).toBeCloseTo(5_000_000 - (plan?.goal_shortfall?.expected ?? 0), 2);
  });
});
