import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aaJobs, planAutomaticAllocation } from '../../db/schema/aa';
import { plans } from '../../db/schema/plans';
import { messages } from '../../http/messages';

export type AaJobRow = typeof aaJobs.$inferSelect;

/** The plan's last AA job (the last toggle asked for), or none. */
export async function lastAaJob(db: Db, planId: number): Promise<AaJobRow | undefined> {
  const [row] = await db.select().from(aaJobs).where(eq(aaJobs.planId, planId)).orderBy(desc(aaJobs.id)).limit(1);
  return row;
}

/** Pending AA jobs, oldest first: what the back office's worker applies. */
export async function pendingAaJobIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: aaJobs.id }).from(aaJobs).where(eq(aaJobs.status, 'pending')).orderBy(asc(aaJobs.id));
  return rows.map((row) => row.id);
}

/**
 * Applies one pending 'enable' job (the embedded back office standing for the distributor's allocation
 * system): the plan must still exist, not be delete-flagged, and have a model to allocate to; then
 * the job is done. Otherwise it fails with the Thai reason and the plan's AA goes back to what it was.
 * One guarded transaction: a job already finished (another instance, a second tick) is left alone.
 */
export async function processAaJob(db: Db, jobId: number): Promise<'done' | 'failed' | null> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [job] = await tx
      .select()
      .from(aaJobs)
      .where(and(eq(aaJobs.id, jobId), eq(aaJobs.status, 'pending')))
      .for('update');
    if (!job) return null;
    const [plan] = await tx.select().from(plans).where(eq(plans.id, job.planId));
    const finishedAt = new Date();
    if (plan && !plan.isDeleted && plan.model.length > 0) {
      await tx.update(aaJobs).set({ status: 'done', finishedAt }).where(eq(aaJobs.id, job.id));
      return 'done';
    }
    await tx
      .update(aaJobs)
      .set({ status: 'failed', finishedAt, errorCode: 'AA_CANNOT_ENABLE', errorMessage: messages.aaJobFailed })
      .where(eq(aaJobs.id, job.id));
    await tx
      .update(planAutomaticAllocation)
      .set({ state: job.previousState, updatedAt: finishedAt })
      .where(eq(planAutomaticAllocation.planId, job.planId));
    return 'failed';
  });
}
