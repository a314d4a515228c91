import { beforeAll, describe, expect, it } from 'vitest';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { planRefSchema } from '@port/shared/contracts/plan';
import { authHeaders } from '../helpers/session';
import { createdPlan } from '../helpers/plan-calls';
import { signedInApp } from '../helpers/signed-in-app';

const THAI = /[\u0E00-\u0E7F]/;

describe('issue 22 item 3: switch-temp-plan restores a deleted plan, validated (spec §7 PATCH switch-temp-plan, §1 delete-flag)', () => {
  const investor = signedInApp('C0003');
  let planId: string;
  const omnibusSlots = async () => {
    const list = planListDataSchema.parse(await investor.data(portAggregationPaths.planList));
    return list.accounts.filter((a) => a.account_type === 'omnibus').flatMap((a) => a.plans.map((p) => p.plan_slot));
  };
  const restore = (payload: unknown, headers = investor.headers) =>
    investor.app.inject({ method: 'PATCH', url: portPaths.switchTempPlan, headers, payload: payload as Record<string, unknown> });
  beforeAll(async () => {
    const del = await investor.app.inject({
      method: 'DELETE',
      url: portPaths.updatePlan('omnibus', 3),
      headers: investor.headers,
    });
    expect(del.statusCode).toBe(200);
    planId = del.json().data.plan_id as string;
  });

  it("refuses in Thai without changing anything: another customer's plan (404), a body without plan_id or source, a bad id (400), no session (401)", async () => {
    const other = await restore({ plan_id: planId, source: 'port-web' }, await authHeaders(investor.app, 'C0004'));
    expect(other.statusCode).toBe(404);
    expect(other.json().error_message).toBe('ไม่พบข้อมูลแผน');
    for (const payload of [
      { source: 'port-web' },
      { plan_id: planId },
      { plan_id: planId, source: 'app' },
      { plan_id: '../x', source: 'port-web' },
    ]) {
      const bad = await restore(payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().error_message).toMatch(THAI);
    }
    expect((await restore({ plan_id: planId, source: 'port-web' }, { 'x-requested-with': 'port-web' })).statusCode).toBe(401);
    expect(await omnibusSlots()).not.toContain(3);
  });

  it('brings the plan back in its own slot, once, even when asked twice; a plan created meanwhile keeps its own slot', async () => {
    const { plan_slot: newSlot } = await createdPlan(investor.app, investor.headers, 'omnibus', {
      plan_name: 'แผนใหม่ระหว่างนั้น',
      plan_type: 'general',
      initial: 10000,
      contribution: 2000,
      risk_level: 4,
      source: 'port-web',
    });
    expect(newSlot).not.toBe(3);
    for (let i = 0; i < 2; i++) {
      const res = await restore({ plan_id: planId, source: 'port-web' });
      expect(res.statusCode).toBe(200);
      expect(planRefSchema.parse(res.json().data)).toMatchObject({ plan_id: planId, plan_slot: 3, account_type: 'omnibus' });
    }
    const slots = await omnibusSlots();
    expect(slots.filter((s) => s === 3)).toHaveLength(1);
    expect(slots).toContain(newSlot);
    expect(
      (await investor.app.inject({ url: portAggregationPaths.planDetail('omnibus', 3), headers: investor.headers })).statusCode,
    ).toBe(200);
  });
});
