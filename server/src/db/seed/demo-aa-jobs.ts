import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { aaJobs, featureAcknowledgements, planAutomaticAllocation } from '../schema/aa';
import { plans } from '../schema/plans';
import { bangkokInstant } from '../../lib/dates';

/**
 * `partner` (C0005) turned automatic allocation on for its omnibus plan this morning (welcome read,
 * disclaimer accepted) and the AA job has not run yet (issue 22 item 4): the AA panel shows the
 * running branch until the embedded back office applies the job (OA_AUTO_APPROVE_AFTER_S after the
 * app host first sees it; never in the browser tests, which run no worker).
 */
const RUNNING: Record<string, { accountType: 'omnibus' | 'segregate'; slot: number }> = {
  C0005: { accountType: 'omnibus', slot: 1 },
};

export async function seedAaJobs(db: Db, customerId: string, today: string): Promise<void> {
  const target = RUNNING[customerId];
  if (!target) return;
  const [plan] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.customerId, customerId), eq(plans.accountType, target.accountType), eq(plans.planSlot, target.slot)));
  if (!plan) throw new Error(`seed: no ${target.accountType} plan ${target.slot} of ${customerId}`);
  const requestedAt = bangkokInstant(today, 9, 30);
  await db
    .update(planAutomaticAllocation)
    .set({ state: 'enabled', updatedAt: requestedAt })
    .where(eq(planAutomaticAllocation.planId, plan.id));
  await db
    .insert(aaJobs)
    .values({ planId: plan.id, action: 'enable', status: 'pending', previousState: 'not_enabled', requestedAt });
  await db
    .insert(featureAcknowledgements)
    .values({ customerId, planId: plan.id, feature: 'aa_welcome', acknowledgedAt: requestedAt });
}
