import { describe, expect, it } from 'vitest';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { planRefSchema } from '@port/shared/contracts/plan';
import { planTypeInfoSchema, playlistSchema } from '@port/shared/contracts/plan-select';
import { wealthPathSchema } from '@port/shared/contracts/wealth-path';
import { eq } from 'drizzle-orm';
import { fundNavs } from '../../src/db/schema/funds';
import { postPlan } from '../helpers/plan-calls';
import { signedInApp } from '../helpers/signed-in-app';

const body = {
  plan_name: 'เที่ยวญี่ปุ่น',
  plan_type: 'goal-based',
  goal_type: 'other',
  goal_money: 300000,
  goal_timeframe: 5,
  initial: 10000,
  contribution: 3000,
  risk_level: 5,
  source: 'port-web',
};

describe('plan-create (spec §7 plan POST; issue 9 idempotency, minimum, model preview, goal outlook)', () => {
  const investor = signedInApp('C0003');
  const countNamed = async (name: string) => {
    const list = planListDataSchema.parse(await investor.data(`${portAggregationPaths.planList}?refresh=1`));
    return list.accounts.flatMap((a) => a.plans).filter((p) => p.plan_name === name).length;
  };
  const send = (payload: object) => postPlan(investor.app, investor.headers, 'omnibus', payload);

  it('two creates with one idempotency key at once make one plan; the same key with another body is 422', async () => {
    const keyed = { ...body, idempotency_key: 'plan-key-0001' };
    const [a, b] = await Promise.all([send(keyed), send(keyed)]);
    expect(a.statusCode, a.body).toBe(201);
    expect(b.statusCode, b.body).toBe(201);
    expect(planRefSchema.parse(a.json().data)).toEqual(planRefSchema.parse(b.json().data));
    const again = await send(keyed);
    expect(again.json().data.plan_id).toBe(a.json().data.plan_id);
    expect(await countNamed('เที่ยวญี่ปุ่น')).toBe(1);
    const other = await send({ ...keyed, initial: 20000 });
    expect(other.statusCode).toBe(422);
    expect(other.json().error_code).toBe('IDEMPOTENCY_MISMATCH');
    const noKey = await send({ ...body, plan_name: 'ไม่มีคีย์' });
    expect(noKey.statusCode).toBe(201);
  });

  it('an initial below the plan type minimum is 422 in Thai; a spaces-only or 51-character name is 400', async () => {
    // GOE at level 8 holds KT-PRECIOUS 20 % with a fund minimum of 1,000 บาท: the plan's minimum is 5,000.
    const low = await send({ ...body, plan_type: 'goe', risk_level: 8, initial: 4999.99 });
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({ error_code: 'BELOW_MINIMUM', error_message: 'จำนวนเงินลงทุนขั้นต่ำคือ 5,000.00 บาท' });
    expect((await send({ ...body, plan_name: '   ' })).statusCode).toBe(400);
    const long = await send({ ...body, plan_name: 'ก'.repeat(51) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error_message).toContain('ชื่อแผนยาวได้ไม่เกิน 50 ตัวอักษร');
  });

  it('info/{planType} carries the model portfolio at the suggested or the asked risk level, and the signed-in customer level', async () => {
    const info = planTypeInfoSchema.parse(
      (await investor.app.inject({ url: portPaths.planSelectInfo('goal-based') })).json().data,
    );
    expect(info.model.risk_level).toBe(info.suggested_risk_level);
    expect(info.model.funds.reduce((s, f) => s + f.weight, 0)).toBe(100);
    expect(info.model.categories.reduce((s, c) => s + c.weight, 0)).toBe(100);
    const risky = planTypeInfoSchema.parse(
      (await investor.app.inject({ url: `${portPaths.planSelectInfo('goal-based')}?risk_level=7` })).json().data,
    );
    expect(risky.model.code).toBe('MP-GROWTH');
    expect((await investor.app.inject({ url: `${portPaths.planSelectInfo('goal-based')}?risk_level=9` })).statusCode).toBe(400);
    // Signed out: no recommended level; signed in: the customer's suitability level.
    expect(info.customer_risk_level).toBeNull();
    const mine = planTypeInfoSchema.parse(await investor.data(portPaths.planSelectInfo('goal-based')));
    expect(mine.customer_risk_level).toBeGreaterThanOrEqual(1);
  });

  it('playlist funds carry the AMC name, exact 1/3/5-year returns from the five-year NAV history and the fact sheet', async () => {
    const playlist = playlistSchema.parse(
      (await investor.app.inject({ url: portPaths.planSelectPlaylist('global-equity') })).json().data,
    );
    expect(playlist.funds.length).toBeGreaterThan(0);
    for (const fund of playlist.funds) {
      expect(fund.amc_name_th).not.toBe('');
      const navs = await investor.app.db.select().from(fundNavs).where(eq(fundNavs.fundCode, fund.fund_shortcode));
      const latest = navs.reduce((a, b) => (a.navDate > b.navDate ? a : b));
      // The business date is 2026-11-18: the last NAV on or before the same day 1, 3 and 5 years earlier.
      const back = (day: string) => navs.filter((n) => n.navDate <= day).reduce((a, b) => (a.navDate > b.navDate ? a : b));
      const expected = (day: string) =>
        Math.round(((Number(latest.nav) - Number(back(day).nav)) / Number(back(day).nav)) * 10_000) / 100;
      expect(fund.return_1y).toBeCloseTo(expected('2025-11-18'), 2);
      expect(fund.return_3y).toBeCloseTo(expected('2023-11-18'), 2);
      expect(fund.return_5y).toBeCloseTo(expected('2021-11-18'), 2);
    }
    expect((await investor.app.inject({ url: portPaths.planSelectPlaylist('nope') })).statusCode).toBe(404);
  });

  it('wealth-path with a target answers the goal outlook; a bad target is 400', async () => {
    const url = `${portPaths.wealthPath(5)}?initial=10000&contribution=3000&timeframe=5&target=300000`;
    const path = wealthPathSchema.parse((await investor.app.inject({ url })).json().data);
    expect(path.goal!.probability).toBeGreaterThan(0);
    expect(path.goal!.probability).toBeLessThan(100);
    expect((await investor.app.inject({ url: url.replace('300000', '0') })).statusCode).toBe(400);
    expect((await investor.app.inject({ url: url.replace('300000', '1.234') })).statusCode).toBe(400);
  });
});
