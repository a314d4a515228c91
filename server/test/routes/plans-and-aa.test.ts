import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderEvents } from '../../src/db/schema/order-events';
import { otherPaths, portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { planOnlySchema, planRefSchema } from '@port/shared/contracts/plan';
import { automaticAllocationSchema, aaDisclaimerFileSchema } from '@port/shared/contracts/automatic-allocation';
import { planDetailSchema } from '@port/shared/contracts/plan-detail';
import { authHeaders } from '../helpers/session';
import { signedInApp } from '../helpers/signed-in-app';
import { goalPlanBody } from '../helpers/plan-bodies';
import { createdPlan, postPlan, renamePlan } from '../helpers/plan-calls';

const newPlan = goalPlanBody('ซื้อบ้านหลังแรก', 'house');

describe('plans: create, edit, rename, delete-flag, plan only (spec §1, §3, §7)', () => {
  const investor = signedInApp('C0003');
  const planNames = async () => {
    const list = planListDataSchema.parse(await investor.data(portAggregationPaths.planList));
    return list.accounts.flatMap((a) => a.plans.map((p) => p.plan_name));
  };

  it('creates a plan in the next slot, following a model for its risk level', async () => {
    const ref = await createdPlan(investor.app, investor.headers, 'omnibus', newPlan);
    expect(ref).toMatchObject({ plan_slot: 4, account_type: 'omnibus', plan_name: 'ซื้อบ้านหลังแรก' });
    expect(await planNames()).toContain('ซื้อบ้านหลังแรก');
    const detail = planDetailSchema.parse(await investor.data(portAggregationPaths.planDetail('omnibus', 4)));
    expect(detail.plan.model).toBe('MP-BALANCED');
    expect((await postPlan(investor.app, await authHeaders(investor.app, 'C0001'), 'omnibus', newPlan)).statusCode).toBe(422);
    expect((await postPlan(investor.app, investor.headers, 'omnibus', { ...newPlan, risk_level: 9 })).statusCode).toBe(400);
  });

  it('edits by slot, renames by id; another customer cannot rename it', async () => {
    const edit = await investor.app.inject({
      method: 'PATCH',
      url: portPaths.updatePlan('omnibus', 4),
      headers: investor.headers,
      payload: { ...newPlan, risk_level: 6, initial: 60000 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const planId = planRefSchema.parse(edit.json().data).plan_id;
    const only = planOnlySchema.parse(await investor.data(portPaths.planOnly(planId)));
    expect(only).toMatchObject({ risk_level: 6, initial: 60000, is_deleted: false });
    // A new level is a new ceiling: the plan now follows the level-6 model (issue 17 item 4).
    const edited = planDetailSchema.parse(await investor.data(portAggregationPaths.planDetail('omnibus', 4)));
    expect(edited.plan.model).toBe('MP-GROWTH');
    expect((await renamePlan(investor.app, investor.headers, planId, 'บ้านริมทะเล')).statusCode).toBe(200);
    expect(await planNames()).toContain('บ้านริมทะเล');
    const empty = await renamePlan(investor.app, investor.headers, planId, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error_message).toContain('กรุณาระบุชื่อแผน');
    expect((await renamePlan(investor.app, await authHeaders(investor.app, 'C0004'), planId, 'ของฉัน')).statusCode).toBe(404);
    expect(
      (await investor.app.inject({ url: portPaths.planOnly(planId), headers: await authHeaders(investor.app, 'C0004') }))
        .statusCode,
    ).toBe(404);
    // plan-create reads the plan being edited: the owner only.
    const forEdit = planOnlySchema.parse(await investor.data(portPaths.planCreatePlan(planId)));
    expect(forEdit.plan_name).toBe('บ้านริมทะเล');
    expect(
      (await investor.app.inject({ url: portPaths.planCreatePlan(planId), headers: await authHeaders(investor.app, 'C0004') }))
        .statusCode,
    ).toBe(404);
    expect((await investor.app.inject({ url: portPaths.planCreatePlan('../etc'), headers: investor.headers })).statusCode).toBe(
      400,
    );
  });

  it('delete-flag hides the plan everywhere except plan only with include_deleted=1; switch-temp-plan restores it', async () => {
    const del = await investor.app.inject({
      method: 'DELETE',
      url: portPaths.updatePlan('omnibus', 4),
      headers: investor.headers,
    });
    expect(del.statusCode).toBe(200);
    const planId = del.json().data.plan_id as string;
    expect(await planNames()).not.toContain('บ้านริมทะเล');
    expect(
      (await investor.app.inject({ url: portAggregationPaths.planDetail('omnibus', 4), headers: investor.headers })).statusCode,
    ).toBe(404);
    expect((await investor.app.inject({ url: portPaths.planOnly(planId), headers: investor.headers })).statusCode).toBe(404);
    const withDeleted = planOnlySchema.parse(await investor.data(`${portPaths.planOnly(planId)}?include_deleted=1`));
    expect(withDeleted.is_deleted).toBe(true);
    expect(
      (await investor.app.inject({ url: `${portPaths.planOnly(planId)}?include_deleted=yes`, headers: investor.headers }))
        .statusCode,
    ).toBe(400);
    const restore = await investor.app.inject({
      method: 'PATCH',
      url: portPaths.switchTempPlan,
      headers: investor.headers,
      payload: { plan_id: planId, source: 'port-web' },
    });
    expect(restore.statusCode).toBe(200);
    expect(await planNames()).toContain('บ้านริมทะเล');
  });

  it("asset list sets the plan's own funds; weights must sum to 100 and funds must exist", async () => {
    const planId = planDetailSchema.parse(await investor.data(portAggregationPaths.planDetail('omnibus', 3))).plan.plan_id!;
    const save = (assets: { fund_code: string; weight: number }[]) =>
      investor.app.inject({
        method: 'PATCH',
        url: portPaths.assetList,
        headers: investor.headers,
        payload: { plan_id: planId, source: 'port-web', assets },
      });
    const ok = await save([
      { fund_code: 'KFGTECH-A', weight: 70 },
      { fund_code: 'KFHEALTH-A', weight: 30 },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await save([{ fund_code: 'KFGTECH-A', weight: 70 }])).statusCode).toBe(400);
    expect((await save([{ fund_code: 'NOPE', weight: 100 }])).statusCode).toBe(400);
  });
});

describe('automatic allocation (spec §1, §3, §4)', () => {
  const investor = signedInApp('C0003');

  const aa = async (slot: number) =>
    automaticAllocationSchema.parse(await investor.data(portPaths.automaticAllocation('omnibus', slot)));
  const toggle = (slot: number, payload: Record<string, unknown>) =>
    investor.app.inject({
      method: 'PATCH',
      url: portPaths.automaticAllocationToggle('omnibus', slot),
      headers: investor.headers,
      payload,
    });

  it('the toggle persists: enabled → paused → enabled', async () => {
    expect((await aa(1)).state).toBe('enabled');
    expect((await toggle(1, { enable: false, source: 'port-web' })).statusCode).toBe(200);
    expect((await aa(1)).state).toBe('paused');
    const detail = planDetailSchema.parse(await investor.data(portAggregationPaths.planDetail('omnibus', 1)));
    expect(detail.plan.is_aa_enabled).toBe(false);
    // Issue 8: enabling needs the disclaimer accepted, and the acceptance is an audit event.
    const refused = await toggle(1, { enable: true, source: 'port-web' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_code).toBe('DISCLAIMER_REQUIRED');
    expect((await aa(1)).state).toBe('paused');
    await toggle(1, { enable: true, accept_disclaimer: true, source: 'port-web' });
    expect((await aa(1)).state).toBe('enabled');
    const events = await investor.app.db.select().from(orderEvents).where(eq(orderEvents.kind, 'aa_disclaimer_accepted'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ customerId: 'C0003', acknowledgements: { disclaimer: 'automatic-allocation' } });
    expect(events[0]!.sessionHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a plan without a model cannot enable AA (422); bad body → 400; other customer → 404', async () => {
    expect((await aa(3)).can_enable).toBe(false);
    expect((await toggle(3, { enable: true, source: 'port-web' })).statusCode).toBe(422);
    expect((await toggle(1, { enable: 'yes', source: 'port-web' })).statusCode).toBe(400);
    const foreign = await investor.app.inject({
      url: portPaths.automaticAllocation('segregate', 2),
      headers: await authHeaders(investor.app, 'C0004'),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('acknowledging aa_welcome stops showing it', async () => {
    const welcomeShown = async () =>
      planDetailSchema.parse(await investor.data(portAggregationPaths.planDetail('omnibus', 1))).show_feature_acknowledgement
        .aa_welcome;
    const acknowledge = (feature: string) =>
      investor.app.inject({
        method: 'PATCH',
        url: portPaths.featureAcknowledgement('omnibus', 1),
        headers: investor.headers,
        payload: { feature, source: 'port-web' },
      });
    expect(await welcomeShown()).toBe(true);
    expect((await acknowledge('aa_welcome')).statusCode).toBe(200);
    expect(await welcomeShown()).toBe(false);
    expect((await acknowledge('other')).statusCode).toBe(400);
  });

  it('serves the Thai AA disclaimer file at the content path', async () => {
    const file = aaDisclaimerFileSchema.parse((await investor.app.inject({ url: otherPaths.aaDisclaimer })).json());
    expect(file.data.description).toMatch(/การลงทุนมีความเสี่ยง/);
  });
});
