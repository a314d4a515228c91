import { describe, expect, it } from 'vitest';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { accountTypeSchema } from '@port/shared/contracts/enums';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { plansSummarySchema } from '@port/shared/contracts/plans-summary';
import { authHeaders } from '../helpers/session';
import { signedInApp } from '../helpers/signed-in-app';

const satang = (values: number[]) => values.reduce((s, v) => s + Math.round(v * 100), 0);

describe("issue 22 item 3: the plan page's own analyzer (spec §7 GET v2/cust-port/plan/{accountType}/{planSlot}/analyzer)", () => {
  const investor = signedInApp('C0003');

  it("each of the investor's plans: its breakdown is that plan's value in the list, every tab adds to 100 % and to it", async () => {
    const list = planListDataSchema.parse(
      (await investor.app.inject({ url: portAggregationPaths.planList, headers: investor.headers })).json().data,
    );
    const plans = list.accounts.flatMap((a) => {
      const accountType = accountTypeSchema.parse(a.account_type);
      return a.plans.map((p) => ({ ...p, account_type: accountType }));
    });
    expect(plans.length).toBeGreaterThan(1);
    for (const plan of plans) {
      const res = await investor.app.inject({
        url: portAggregationPaths.planAnalyzer(plan.account_type, plan.plan_slot),
        headers: investor.headers,
      });
      expect(res.statusCode).toBe(200);
      const { asset_summary, investment_proportion: p } = plansSummarySchema.parse(res.json().data);
      expect(Math.round(asset_summary.aum * 100)).toBe(Math.round(plan.aum * 100));
      expect(p.investment_plans.map((s) => s.plan_id)).toEqual([plan.plan_id]);
      if (plan.aum === 0) continue;
      for (const rows of [p.broad_categories, p.categories, p.mutual_funds.flatMap((g) => g.funds)]) {
        expect(satang(rows.map((r) => r.weight))).toBe(10_000);
        expect(satang(rows.map((r) => r.aum))).toBe(Math.round(asset_summary.aum * 100));
      }
    }
  });

  it("refuses in Thai: an unknown slot (404 'ไม่พบข้อมูลแผน'), another customer's slot, a bad account type or slot (400), no session (401)", async () => {
    const unknown = await investor.app.inject({
      url: portAggregationPaths.planAnalyzer('omnibus', 99),
      headers: investor.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_message).toBe('ไม่พบข้อมูลแผน');
    const fresh = await investor.app.inject({
      url: portAggregationPaths.planAnalyzer('omnibus', 1),
      headers: await authHeaders(investor.app, 'C0001'),
    });
    expect(fresh.statusCode).toBe(404);
    for (const url of [
      portAggregationPaths.planAnalyzer.pattern.replace(':accountType', 'bogus').replace(':planSlot', '1'),
      portAggregationPaths.planAnalyzer.pattern.replace(':accountType', 'omnibus').replace(':planSlot', 'abc'),
    ]) {
      const bad = await investor.app.inject({ url, headers: investor.headers });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error_message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect((await investor.app.inject({ url: portAggregationPaths.planAnalyzer('omnibus', 1) })).statusCode).toBe(401);
  });
});
