import { describe, expect, it } from 'vitest';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { hasPlanId, planDetailSchema } from '@port/shared/contracts/plan-detail';
import { plansSummarySchema } from '@port/shared/contracts/plans-summary';
import { assetsAnalyzerSchema } from '@port/shared/contracts/assets-analyzer';
import { authHeaders } from '../helpers/session';
import { signedInApp } from '../helpers/signed-in-app';

describe('portfolio reads (spec §3 plan list, plan detail, analyzer)', () => {
  const investor = signedInApp('C0003');

  const get = (url: string, headers: Record<string, string>) => investor.app.inject({ url, headers });

  it('plan list: accounts with plans valued now, visual status and can_oa (spec §3)', async () => {
    const data = planListDataSchema.parse((await get(portAggregationPaths.planList, investor.headers)).json().data);
    expect(data.accounts.map((a) => a.account_type)).toEqual(['omnibus', 'segregate']);
    for (const account of data.accounts) {
      const total = account.plans.reduce((s, p) => s + p.aum, 0);
      expect(account.aum).toBeCloseTo(total, 2);
    }
    expect(data.visual_status.port).toBe('DCA_NEED_ADJUSTMENT');
    expect(data.visual_status.options.bank?.bank_account_no_display).toMatch(/^xxx-/);
    expect(data.customer.agent?.agent_account_id).toBeTruthy();
  });

  it('a new customer has no accounts and NO_ACCOUNT; the expiring customer gets KYC/SUIT/ID-card warnings (spec §4)', async () => {
    const fresh = planListDataSchema.parse(
      (await get(portAggregationPaths.planList, await authHeaders(investor.app, 'C0001'))).json().data,
    );
    expect(fresh.accounts).toEqual([]);
    expect(fresh.visual_status.oa).toBe('NO_ACCOUNT');
    expect(fresh.customer.agent).toBeNull();
    const expiring = planListDataSchema.parse(
      (await get(portAggregationPaths.planList, await authHeaders(investor.app, 'C0004'))).json().data,
    );
    expect(expiring.visual_status.customer).toEqual(['KYC_WARNING', 'SUIT_EXPIRED', 'ID_CARD_WARNING']);
  });

  it('plan detail: outstandings ordered ssf, rmf, then others (spec §5) and valued units × latest NAV', async () => {
    const res = await get(portAggregationPaths.planDetail('segregate', 2), investor.headers);
    const detail = planDetailSchema.parse(res.json().data);
    expect(hasPlanId(detail)).toBe(true);
    expect(detail.outstandings.map((o) => o.fund_tax_type)).toEqual(['ssf', 'rmf', 'rmf', 'tesg', 'tesgx']);
    for (const o of detail.outstandings) expect(o.aum).toBeCloseTo(Math.round(o.units * o.nav * 100) / 100, 1);
    expect(detail.plan.plan_type).toBe('tax-saving');
  });

  it('plan detail carries pending orders, PRA, DCA needing adjustment and the AA welcome (spec §3, §4)', async () => {
    const goal = planDetailSchema.parse((await get(portAggregationPaths.planDetail('omnibus', 1), investor.headers)).json().data);
    expect(goal.trading.pending_orders).toHaveLength(2);
    expect(goal.trading.pending_orders.every((o) => o.state_text === 'รอดำเนินการ')).toBe(true);
    expect(goal.pra?.status).toBe('PRA');
    expect(goal.pra?.pra_list.reduce((s, l) => s + l.amount, 0)).toBeCloseTo(5000, 2);
    expect(goal.plan.is_aa_enabled).toBe(true);
    expect(goal.show_feature_acknowledgement.aa_welcome).toBe(true);
    const dca = planDetailSchema.parse((await get(portAggregationPaths.planDetail('omnibus', 3), investor.headers)).json().data);
    expect(dca.dca?.status).toBe('need-adjustment');
    expect(dca.trading.dca_profiles).toHaveLength(2);
    expect(dca.pra).toBeNull();
  });

  it("unknown slot, another customer's slot, and bad params: 404 ไม่พบข้อมูลแผน / 400", async () => {
    const unknown = await get(portAggregationPaths.planDetail('omnibus', 99), investor.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error_code: 'PLAN_NOT_FOUND', error_message: 'ไม่พบข้อมูลแผน' });
    // C0003 owns segregate/1; C0005 has no segregate plan and must not see it.
    const foreign = await get(portAggregationPaths.planDetail('segregate', 1), await authHeaders(investor.app, 'C0005'));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('GOE');
    expect((await get('/api/port-aggregation/private/v3/cust-port/plan/bank/1', investor.headers)).statusCode).toBe(400);
    expect((await get('/api/port-aggregation/private/v3/cust-port/plan/omnibus/abc', investor.headers)).statusCode).toBe(400);
  });

  it('analyzer totals equal the plan list, and the filter narrows to one account type', async () => {
    const list = planListDataSchema.parse((await get(portAggregationPaths.planList, investor.headers)).json().data);
    const total = list.accounts.reduce((s, a) => s + a.aum, 0);
    const all = plansSummarySchema.parse((await get(portAggregationPaths.analyzer, investor.headers)).json().data);
    expect(all.asset_summary.aum).toBeCloseTo(total, 2);
    expect(all.asset_summary.total_pl).toBeCloseTo(
      all.asset_summary.unrealized_pl + all.asset_summary.realized_pl + all.asset_summary.dividend,
      2,
    );
    expect(all.investment_proportion.investment_plans).toHaveLength(5);
    const seg = plansSummarySchema.parse(
      (await get(`${portAggregationPaths.analyzer}?filter=segregate`, investor.headers)).json().data,
    );
    expect(seg.asset_summary.aum).toBeCloseTo(list.accounts[1]!.aum, 2);
    expect((await get(`${portAggregationPaths.analyzer}?filter=bogus`, investor.headers)).statusCode).toBe(400);
    const plan = plansSummarySchema.parse(
      (await get(portAggregationPaths.planAnalyzer('omnibus', 2), investor.headers)).json().data,
    );
    expect(plan.investment_proportion.investment_plans).toHaveLength(1);
    const assets = assetsAnalyzerSchema.parse((await get(portAggregationPaths.assetsAnalyzer, investor.headers)).json().data);
    // aua adds the holdings outside funds (other-assets.test.ts); the yellow slice is the plan list's total.
    expect(assets.investment_proportion[0]!.aum).toBeCloseTo(total, 2);
    expect(assets.investment_proportion.map((p) => [p.label, p.color])).toEqual([
      ['กองทุนรวม', 'yellow'],
      ['สินทรัพย์อื่นๆ', 'grey'],
    ]);
  });

  it('wealth tiers come from computed AUM (spec §9 thresholds)', async () => {
    const aum = async (id: string) => {
      const data = planListDataSchema.parse(
        (await get(portAggregationPaths.planList, await authHeaders(investor.app, id))).json().data,
      );
      return data.accounts.reduce((s, a) => s + a.aum, 0);
    };
    const [exclusive, wealth, banking] = await Promise.all([aum('C0006'), aum('C0007'), aum('C0008')]);
    expect(exclusive).toBeGreaterThanOrEqual(500_000);
    expect(exclusive).toBeLessThan(2_000_000);
    expect(wealth).toBeGreaterThanOrEqual(2_000_000);
    expect(wealth).toBeLessThan(10_000_000);
    expect(banking).toBeGreaterThanOrEqual(10_000_000);
  });
});
