import { describe, expect, it } from 'vitest';
import { otherPaths, portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { advisorSchema, EMPTY_ADVISOR } from '@port/shared/contracts/advisor';
import { serviceLevelResponseSchema } from '@port/shared/contracts/service-level';
import { fundListSchema } from '@port/shared/contracts/fund';
import { taxSavingFundSchema } from '@port/shared/contracts/tax-saving';
import { unitholderViewSchema } from '@port/shared/contracts/unitholder';
import { modelPortSchema, marketTimingSchema } from '@port/shared/contracts/model-port';
import { praSchema } from '@port/shared/contracts/pra';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { authHeaders } from '../helpers/session';
import { signedInApp } from '../helpers/signed-in-app';

describe('customer services (spec §1 advisor, service level, funds, tax-saving, unitholder, model port, PRA)', () => {
  const investor = signedInApp('C0003');

  it('advisor: assigned advisor, partner value for a partner-advised customer, empty advisor when none (spec §6, §8)', async () => {
    expect(
      advisorSchema.parse((await investor.app.inject({ url: otherPaths.advisor, headers: investor.headers })).json().data)
        .license_no,
    ).toBe('IC-112233');
    const partner = advisorSchema.parse(
      (await investor.app.inject({ url: otherPaths.advisor, headers: await authHeaders(investor.app, 'C0005') })).json().data,
    );
    expect(partner.partner?.toLowerCase()).toBe('kkp');
    expect(
      (await investor.app.inject({ url: otherPaths.advisor, headers: await authHeaders(investor.app, 'C0001') })).json().data,
    ).toEqual(EMPTY_ADVISOR);
  });

  it("service level: market value equals the customer's total; null when none", async () => {
    const level = serviceLevelResponseSchema.parse(
      (await investor.app.inject({ url: otherPaths.serviceLevel, headers: investor.headers })).json().data,
    );
    const list = planListDataSchema.parse(
      (await investor.app.inject({ url: portAggregationPaths.planList, headers: investor.headers })).json().data,
    );
    expect(level?.market_value).toBeCloseTo(
      list.accounts.reduce((s, a) => s + a.aum, 0),
      2,
    );
    expect(level?.advisor?.display_name_th).toBeTruthy();
    expect(
      (await investor.app.inject({ url: otherPaths.serviceLevel, headers: await authHeaders(investor.app, 'C0001') })).json()
        .data,
    ).toBeNull();
  });

  it('fund list by codes or tax type; bad body → 400', async () => {
    const byCode = fundListSchema.parse(
      (
        await investor.app.inject({
          method: 'POST',
          url: otherPaths.fundList,
          headers: investor.headers,
          payload: { fund_shortcodes: ['KFSDIV', 'K-CASH', 'NOPE'] },
        })
      ).json().data,
    );
    expect(byCode.map((f) => f.fund_shortcode)).toEqual(['K-CASH', 'KFSDIV']);
    const ssf = fundListSchema.parse(
      (
        await investor.app.inject({
          method: 'POST',
          url: otherPaths.fundList,
          headers: investor.headers,
          payload: { fund_tax_type: 'ssf' },
        })
      ).json().data,
    );
    expect(ssf.every((f) => f.fund_tax_type === 'ssf')).toBe(true);
    expect(
      (
        await investor.app.inject({
          method: 'POST',
          url: otherPaths.fundList,
          headers: investor.headers,
          payload: { fund_shortcodes: 'KFSDIV' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('tax-saving totals: zero current and previous year without orders; seeded purchases by year otherwise', async () => {
    const none = taxSavingFundSchema.parse(
      (await investor.app.inject({ url: otherPaths.taxSavingFund, headers: await authHeaders(investor.app, 'C0001') })).json()
        .data,
    );
    const year = 2026; // the Bangkok year of TEST_NOW (test/setup/business-clock.ts)
    expect(none).toEqual([
      { year, cost: { ssf: 0, rmf: 0, tesg: 0, tesgx: 0 } },
      { year: year - 1, cost: { ssf: 0, rmf: 0, tesg: 0, tesgx: 0 } },
    ]);
    const mine = taxSavingFundSchema.parse(
      (await investor.app.inject({ url: otherPaths.taxSavingFund, headers: investor.headers })).json().data,
    );
    const total = mine.reduce((s, y) => s + y.cost.ssf + y.cost.rmf + y.cost.tesg + y.cost.tesgx, 0);
    // Seeded tax-saving purchases of the investor: 50,000 + 40,000 + 30,000 + 30,000 + 25,000.
    expect(total).toBe(175_000);
    expect(mine[0]!.year).toBe(year);
  });

  it("unitholder view of an own agent account; another customer's account → 404", async () => {
    const list = planListDataSchema.parse(
      (await investor.app.inject({ url: portAggregationPaths.planList, headers: investor.headers })).json().data,
    );
    const agent = list.customer.agent!.agent_account_id;
    const view = unitholderViewSchema.parse(
      (await investor.app.inject({ url: portAggregationPaths.unitholder(agent), headers: investor.headers })).json().data,
    );
    expect(view.total_aum).toBeCloseTo(list.accounts[0]!.aum, 2);
    expect(
      (
        await investor.app.inject({
          url: portAggregationPaths.unitholder(agent),
          headers: await authHeaders(investor.app, 'C0004'),
        })
      ).statusCode,
    ).toBe(404);
    const model = modelPortSchema.parse(
      (await investor.app.inject({ url: portAggregationPaths.agentModel(agent), headers: investor.headers })).json().data,
    );
    expect(model.asset.summary.weight).toBe(100);
  });

  it('model port of a plan with a model; 404 without one', async () => {
    const model = modelPortSchema.parse(
      (await investor.app.inject({ url: portAggregationPaths.planModel('omnibus', 1), headers: investor.headers })).json().data,
    );
    expect(model.title).toBe('พอร์ตเติบโต');
    expect(model.asset.data.reduce((s, d) => s + d.initial_amount, 0)).toBeCloseTo(100000, 2);
    expect(
      (await investor.app.inject({ url: portAggregationPaths.planModel('omnibus', 3), headers: investor.headers })).statusCode,
    ).toBe(404);
  });

  it('PRA of a plan (NONE when not set up) and market timing by plan id', async () => {
    const pra = praSchema.parse(
      (await investor.app.inject({ url: portAggregationPaths.planPra('omnibus', 1), headers: investor.headers })).json().data,
    );
    expect(pra).toMatchObject({ status: 'PRA', pra_date: 25, total_amount: 5000 });
    expect(pra.bank?.masked_bank_account_no).toMatch(/^xxx-/);
    const none = praSchema.parse(
      (await investor.app.inject({ url: portAggregationPaths.planPra('omnibus', 2), headers: investor.headers })).json().data,
    );
    expect(none.status).toBe('NONE');
    const planId = (await investor.app.inject({ url: portPaths.planOnly('1'), headers: investor.headers })).json().data
      .plan_id as string;
    const timing = marketTimingSchema.parse(
      (await investor.app.inject({ url: portPaths.marketTiming(planId), headers: investor.headers })).json().data,
    );
    expect(timing.title).toBe('จังหวะการลงทุน');
    expect(
      (await investor.app.inject({ url: portPaths.marketTiming(planId), headers: await authHeaders(investor.app, 'C0004') }))
        .statusCode,
    ).toBe(404);
  });

  it('mail form request records the email; a bad email → 400 in Thai', async () => {
    const ok = await investor.app.inject({
      method: 'POST',
      url: otherPaths.mailFormRequest,
      headers: await authHeaders(investor.app, 'C0001'),
      payload: { email: 'somchai@example.co.th' },
    });
    expect(ok.json()).toEqual({ data: { sent: true } });
    const bad = await investor.app.inject({
      method: 'POST',
      url: otherPaths.mailFormRequest,
      headers: investor.headers,
      payload: { email: 'not-an-email' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_message).toContain('รูปแบบอีเมลไม่ถูกต้อง');
  });
});
