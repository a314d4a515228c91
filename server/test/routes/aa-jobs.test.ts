import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { automaticAllocationSchema } from '@port/shared/contracts/automatic-allocation';
import { praSchema } from '@port/shared/contracts/pra';
import { aaJobs } from '../../src/db/schema/aa';
import { plans } from '../../src/db/schema/plans';
import { pendingAaJobIds, processAaJob } from '../../src/services/plans/public';
import { authHeaders } from '../helpers/session';
import { signedInApp } from '../helpers/signed-in-app';

/** Issue 22 item 4: is_job_running and toggle_status (spec §3 Pra.aa) come from the AA job of the last toggle. */
describe('AA jobs: the job state is data, not a constant', () => {
  const investor = signedInApp('C0003');

  const aa = async (slot = 1, headers = investor.headers) =>
    automaticAllocationSchema.parse(
      (await investor.app.inject({ url: portPaths.automaticAllocation('omnibus', slot), headers })).json().data,
    );
  const praAa = async () => praSchema.parse(await investor.data(portAggregationPaths.planPra('omnibus', 1))).aa;
  const toggle = (payload: Record<string, unknown>) =>
    investor.app.inject({
      method: 'PATCH',
      url: portPaths.automaticAllocationToggle('omnibus', 1),
      headers: investor.headers,
      payload,
    });
  const jobsOfPlan1 = async () => {
    const [plan] = await investor.app.db
      .select({ id: plans.id })
      .from(plans)
      .where(and(eq(plans.customerId, 'C0003'), eq(plans.accountType, 'omnibus'), eq(plans.planSlot, 1)));
    return investor.app.db.select().from(aaJobs).where(eq(aaJobs.planId, plan!.id)).orderBy(aaJobs.id);
  };

  it('the seed: partner turned AA on this morning and its job is running; investor has none', async () => {
    const partner = await aa(1, await authHeaders(investor.app, 'C0005'));
    expect(partner).toMatchObject({ state: 'enabled', is_job_running: true, error_message: null });
    expect(await aa()).toMatchObject({ state: 'enabled', is_job_running: false });
    expect(await praAa()).toMatchObject({ toggle_status: 'idle', is_job_running: false, status: 'enabled' });
  });

  it('pausing is done at once; turning on runs a job: running and pending until the back office applies it', async () => {
    expect((await toggle({ enable: false, source: 'port-web' })).statusCode).toBe(200);
    expect(await aa()).toMatchObject({ state: 'paused', is_job_running: false });
    const on = await toggle({ enable: true, accept_disclaimer: true, source: 'port-web' });
    expect(on.statusCode).toBe(200);
    expect(automaticAllocationSchema.parse(on.json().data)).toMatchObject({ state: 'enabled', is_job_running: true });
    expect(await praAa()).toMatchObject({ toggle_status: 'pending', is_job_running: true, is_plan_enable_aa: true });
    expect((await jobsOfPlan1()).map((j) => [j.action, j.status, j.previousState])).toEqual([
      ['pause', 'done', 'enabled'],
      ['enable', 'pending', 'paused'],
    ]);
    // No toggle while the job runs, as the panel says (its switch is unavailable then).
    const refused = await toggle({ enable: false, source: 'port-web' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error_code: 'AA_JOB_RUNNING', error_message: 'ระบบกำลังปรับพอร์ต กรุณารอสักครู่' });
    const job = (await jobsOfPlan1()).at(-1)!;
    expect(await pendingAaJobIds(investor.app.db)).toContain(job.id);
    expect(await processAaJob(investor.app.db, job.id)).toBe('done');
    expect(await processAaJob(investor.app.db, job.id)).toBeNull();
    expect(await aa()).toMatchObject({ state: 'enabled', is_job_running: false, error_code: null });
    expect(await praAa()).toMatchObject({ toggle_status: 'idle', is_job_running: false });
    expect((await toggle({ enable: false, source: 'port-web' })).statusCode).toBe(200);
  });

  it('a job that cannot apply fails with the Thai reason, puts the state back, and the customer may try again', async () => {
    expect((await toggle({ enable: true, accept_disclaimer: true, source: 'port-web' })).statusCode).toBe(200);
    const job = (await jobsOfPlan1()).at(-1)!;
    const [plan] = await investor.app.db.select().from(plans).where(eq(plans.id, job.planId));
    // The plan lost its model before the job ran (what the back office checks).
    await investor.app.db.update(plans).set({ model: [] }).where(eq(plans.id, job.planId));
    expect(await processAaJob(investor.app.db, job.id)).toBe('failed');
    await investor.app.db.update(plans).set({ model: plan!.model }).where(eq(plans.id, job.planId));
    const after = await aa();
    expect(after).toMatchObject({ state: 'paused', is_job_running: false, error_code: 'AA_CANNOT_ENABLE' });
    expect(after.error_message).toContain('ไม่สำเร็จ');
    expect(await praAa()).toMatchObject({ toggle_status: 'failed', error_code: 'AA_CANNOT_ENABLE' });
    expect((await toggle({ enable: true, accept_disclaimer: true, source: 'port-web' })).statusCode).toBe(200);
    expect(await praAa()).toMatchObject({ toggle_status: 'pending', error_code: null });
  });

  it('the table keeps one pending job per plan and a finished time exactly when finished', async () => {
    const job = (await jobsOfPlan1()).at(-1)!;
    expect(job.status).toBe('pending');
    const row = { planId: job.planId, action: 'enable', previousState: 'paused' };
    await expect(investor.app.db.insert(aaJobs).values({ ...row, status: 'pending' })).rejects.toThrow();
    await expect(investor.app.db.insert(aaJobs).values({ ...row, status: 'done' })).rejects.toThrow();
  });
});
