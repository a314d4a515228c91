import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { planRefSchema } from '@port/shared/contracts/plan';
import { testApp } from '../helpers/app';
import { authHeaders } from '../helpers/session';

const THAI = /[\u0E00-\u0E7F]/;

describe('issue 22 item 3: switch-temp-plan restores a deleted plan, validated (spec §7 PATCH switch-temp-plan, §1 delete-flag)', () => {
  let app: FastifyInstance;
  let h: Record<string, string>;
  let planId: string;
  const omnibusSlots = async () => {
    const list = planListDataSchema.parse((await app.inject({ url: portAggregationPaths.planList, headers: h })).json().data);
    return list.accounts.filter((a) => a.account_type === 'omnibus').flatMap((a) => a.plans.map((p) => p.plan_slot));
  };
  const restore = (payload: unknown, headers = h) =>
    app.inject({ method: 'PATCH', url: portPaths.switchTempPlan, headers, payload: payload as Record<string, unknown> });
  beforeAll(async () => {
    app = await testApp();
    h = await authHeaders(app, 'C0003');
    const del = await app.inject({ method: 'DELETE', url: portPaths.updatePlan('omnibus', 3), headers: h });
    expect(del.statusCode).toBe(200);
    planId = del.json().data.plan_id as string;
  });
  afterAll(async () => app.close());

  it("refuses in Thai without changing anything: another customer's plan (404), a body without plan_id or source, a bad id (400), no session (401)", async () => {
    const other = await restore({ plan_id: planId, source: 'port-web' }, await authHeaders(app, 'C0004'));
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
    const created = await app.inject({
      method: 'POST',
      url: portPaths.createPlan('omnibus'),
      headers: h,
      payload: {
        plan_name: 'แผนใหม่ระหว่างนั้น',
        plan_type: 'general',
        initial: 10000,
        contribution: 2000,
        risk_level: 4,
        source: 'port-web',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const newSlot = planRefSchema.parse(created.json().data).plan_slot;
    expect(newSlot).not.toBe(3);
    for (let i = 0; i < 2; i++) {
      const res = await restore({ plan_id: planId, source: 'port-web' });
      expect(res.statusCode).toBe(200);
      expect(planRefSchema.parse(res.json().data)).toMatchObject({ plan_id: planId, plan_slot: 3, account_type: 'omnibus' });
    }
    const slots = await omnibusSlots();
    expect(slots.filter((s) => s === 3)).toHaveLength(1);
    expect(slots).toContain(newSlot);
    expect((await app.inject({ url: portAggregationPaths.planDetail('omnibus', 3), headers: h })).statusCode).toBe(200);
  });
});
