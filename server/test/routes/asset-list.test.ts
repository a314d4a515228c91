import { describe, expect, it } from 'vitest';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { modelPortSchema } from '@port/shared/contracts/model-port';
import { planDetailSchema } from '@port/shared/contracts/plan-detail';
import { authHeaders } from '../helpers/session';
import { signedInApp } from '../helpers/signed-in-app';

type Asset = { fund_code: string; weight: number };

/**
 * PATCH asset/list (spec §7; issue 22 item 3): the plan's own fund list, checked by the one
 * rulebook (shared/domain/plan-fund-list, plan-minimum). The investor (C0003): omnibus 2 is a
 * level-5 plan of 50,000 + 3,000 a month, omnibus 3 a level-7 general plan without a model,
 * segregate 2 the tax-saving plan.
 */
describe('asset list: a plan fund list the rulebook allows (spec §7 PATCH asset/list)', () => {
  const investor = signedInApp('C0003');
  const planId = async (accountType: 'omnibus' | 'segregate', slot: number) =>
    planDetailSchema.parse(await investor.data(portAggregationPaths.planDetail(accountType, slot))).plan.plan_id!;
  const save = (plan_id: string, assets: Asset[], headers = investor.headers) =>
    investor.app.inject({ method: 'PATCH', url: portPaths.assetList, headers, payload: { plan_id, source: 'port-web', assets } });
  const modelFunds = async (accountType: 'omnibus' | 'segregate', slot: number) =>
    modelPortSchema
      .parse(await investor.data(portAggregationPaths.planModel(accountType, slot)))
      .asset.data.map((a) => [a.fund_shortcode, a.weight]);

  it('saves a list of allowed funds with two-decimal weights, and the plan model reads it back', async () => {
    const id = await planId('omnibus', 3);
    const res = await save(id, [
      { fund_code: 'KFGTECH-A', weight: 33.33 },
      { fund_code: 'KFSDIV', weight: 33.33 },
      { fund_code: 'K-FIXED', weight: 33.34 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.assets).toHaveLength(3);
    expect(await modelFunds('omnibus', 3)).toEqual([
      ['KFGTECH-A', 33.33],
      ['KFSDIV', 33.33],
      ['K-FIXED', 33.34],
    ]);
  });

  it.each([
    ['a fund above the plan level', 'KT-PRECIOUS', 'ABOVE_PLAN_RISK', 'กองทุนเสี่ยงระดับ 8 สูงกว่าระดับความเสี่ยงของแผน (ระดับ 7)'],
    ['a tax-saving fund outside the tax plan', 'SCBRMS&P500', 'TAX_FUND_OUTSIDE_TAX_PLAN', 'กองทุน RMF ซื้อได้ในแผนลดหย่อนภาษีเท่านั้น'],
  ])('refuses %s with 422 naming the fund, and keeps the list', async (_case, fund, code, reason) => {
    const id = await planId('omnibus', 3);
    const before = await modelFunds('omnibus', 3);
    const res = await save(id, [
      { fund_code: 'KFGTECH-A', weight: 50 },
      { fund_code: fund, weight: 50 },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error_code: code, error_message: `${fund}: ${reason}` });
    expect(await modelFunds('omnibus', 3)).toEqual(before);
  });

  it("refuses a list whose minimum is above the plan's monthly amount (422, the amounts in Thai)", async () => {
    const id = await planId('omnibus', 2);
    // K-FIXED's 500 baht minimum at 10 % needs 5,000 a month; the plan invests 3,000.
    const res = await save(id, [
      { fund_code: 'K-FIXED', weight: 10 },
      { fund_code: 'ES-CASH', weight: 90 },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().error_code).toBe('BELOW_MINIMUM');
    expect(res.json().error_message).toContain('ขั้นต่ำ 5,000.00 บาท แต่เงินลงทุนรายเดือนของแผนคือ 3,000.00 บาท');
  });

  it("refuses to edit the tax-saving plan's list: it follows the year's deduction table (422)", async () => {
    const res = await save(await planId('segregate', 2), [{ fund_code: 'SCBRMS&P500', weight: 100 }]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error_code: 'FUND_LIST_FIXED' });
    expect(res.json().error_message).toMatch(/แผนลดหย่อนภาษี/);
  });

  it.each([
    ['weights not summing to 100', [{ fund_code: 'KFGTECH-A', weight: 99.99 }], 'สัดส่วนรวมต้องเท่ากับ 100%'],
    [
      'three-decimal weights',
      [
        { fund_code: 'KFGTECH-A', weight: 33.333 },
        { fund_code: 'KFSDIV', weight: 66.667 },
      ],
      'ทศนิยมได้ไม่เกิน 2',
    ],
    [
      'the same fund twice',
      [
        { fund_code: 'KFGTECH-A', weight: 50 },
        { fund_code: 'KFGTECH-A', weight: 50 },
      ],
      'มีกองทุนซ้ำกัน',
    ],
    ['an empty list', [], 'อย่างน้อย 1 กองทุน'],
    [
      'a zero weight',
      [
        { fund_code: 'KFGTECH-A', weight: 0 },
        { fund_code: 'KFSDIV', weight: 100 },
      ],
      'มากกว่า 0%',
    ],
    ['an unknown fund', [{ fund_code: 'NOPE', weight: 100 }], 'ไม่พบกองทุนที่ระบุ (NOPE)'],
  ])('refuses %s with 400 in Thai', async (_case, assets, text) => {
    const res = await save(await planId('omnibus', 3), assets as Asset[]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('VALIDATION');
    expect(res.json().error_message).toContain(text);
  });

  it("another customer's plan is 404; without a session 401", async () => {
    const id = await planId('omnibus', 3);
    const stranger = await save(id, [{ fund_code: 'KFGTECH-A', weight: 100 }], await authHeaders(investor.app, 'C0004'));
    expect(stranger.statusCode).toBe(404);
    const anonymous = await investor.app.inject({
      method: 'PATCH',
      url: portPaths.assetList,
      headers: { 'x-requested-with': 'port-web' },
      payload: { plan_id: id, source: 'port-web', assets: [{ fund_code: 'KFGTECH-A', weight: 100 }] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
