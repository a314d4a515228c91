import { and, eq } from 'drizzle-orm';
import type { AutomaticAllocation } from '@port/shared/contracts/automatic-allocation';
import { autoAllocationStateSchema } from '@port/shared/contracts/enums';
import type { Db } from '../../db/client';
import { recordOrderEvents, type AuditContext } from '../orders/order-events';
import { aaJobs, featureAcknowledgements, planAutomaticAllocation } from '../../db/schema/aa';
import { lastAaJob } from './aa-jobs';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';
import type { PlanRow } from './plans';

/**
 * The plan's AA as the customer set it, with the job applying the last toggle (issue 22 item 4):
 * is_job_running while that job is pending, its Thai reason when it failed.
 */
export async function aaOf(db: Db, plan: PlanRow): Promise<AutomaticAllocation> {
  const [[row], job] = await Promise.all([
    db.select().from(planAutomaticAllocation).where(eq(planAutomaticAllocation.planId, plan.id)),
    lastAaJob(db, plan.id),
  ]);
  const failed = job?.status === 'failed';
  return {
    plan_id: String(plan.id),
    state: autoAllocationStateSchema.parse(row?.state ?? 'not_enabled'),
    can_enable: row?.canEnable ?? plan.model.length > 0,
    is_job_running: job?.status === 'pending',
    updated_at: row ? row.updatedAt.toISOString() : null,
    error_code: failed ? job.errorCode : null,
    error_message: failed ? job.errorMessage : null,
  };
}

/** Spec §3 Pra.aa toggle_status, read from the same job: pending while it runs, failed when it failed. */
export const aaToggleStatus = (aa: AutomaticAllocation): 'idle' | 'pending' | 'failed' =>
  aa.is_job_running ? 'pending' : aa.error_code ? 'failed' : 'idle';

/**
 * Enable → 'enabled'; disable → 'paused' (it was on) (spec §4 auto-allocation states). Enabling needs
 * the disclaimer accepted (422 DISCLAIMER_REQUIRED otherwise; the acceptance is an
 * 'aa_disclaimer_accepted' audit event, issue 8) and records a pending AA job the back office
 * applies; pausing stops at once (a job recorded done). No toggle while a job runs (409), as the
 * panel says. State, job and event are one transaction.
 */
export async function toggleAa(
  db: Db,
  plan: PlanRow,
  enable: boolean,
  acceptance: { accepted: boolean; audit: AuditContext },
): Promise<AutomaticAllocation> {
  const current = await aaOf(db, plan);
  if (current.is_job_running) throw new HttpError(409, 'AA_JOB_RUNNING', messages.aaJobRunning);
  if (enable && !current.can_enable) throw new HttpError(422, 'AA_CANNOT_ENABLE', messages.aaCannotEnable);
  if (enable && !acceptance.accepted) throw new HttpError(422, 'DISCLAIMER_REQUIRED', messages.aaDisclaimerRequired);
  const state = enable ? 'enabled' : current.state === 'not_enabled' ? 'not_enabled' : 'paused';
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx
      .insert(planAutomaticAllocation)
      .values({ planId: plan.id, state, canEnable: current.can_enable, updatedAt: new Date() })
      .onConflictDoUpdate({ target: planAutomaticAllocation.planId, set: { state, updatedAt: new Date() } });
    await tx.insert(aaJobs).values({
      planId: plan.id,
      action: enable ? 'enable' : 'pause',
      status: enable ? 'pending' : 'done',
      previousState: current.state,
      finishedAt: enable ? null : new Date(),
    });
    if (enable) {
      await recordOrderEvents(tx, acceptance.audit, [
        {
          kind: 'aa_disclaimer_accepted',
          customerId: plan.customerId,
          planId: plan.id,
          channel: 'port-web',
          acknowledgements: { disclaimer: 'automatic-allocation' },
        },
      ]);
    }
  });
  return aaOf(db, plan);
}

export async function hasAcknowledged(db: Db, customerId: string, planId: number, feature: string): Promise<boolean> {
  const rows = await db
    .select({ feature: featureAcknowledgements.feature })
    .from(featureAcknowledgements)
    .where(
      and(
        eq(featureAcknowledgements.customerId, customerId),
        eq(featureAcknowledgements.planId, planId),
        eq(featureAcknowledgements.feature, feature),
      ),
    );
  return rows.length > 0;
}

export async function acknowledge(db: Db, customerId: string, planId: number, feature: string): Promise<void> {
  await db.insert(featureAcknowledgements).values({ customerId, planId, feature }).onConflictDoNothing();
}
