import { and, eq } from 'drizzle-orm';
import type { AutomaticAllocation } from '@port/shared/contracts/automatic-allocation';
import { autoAllocationStateSchema } from '@port/shared/contracts/enums';
import type { Db } from '../../db/client';
import { recordOrderEvents, type AuditContext } from '../orders/order-events';
import { featureAcknowledgements, planAutomaticAllocation } from '../../db/schema/aa';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';
import type { PlanRow } from './plans';

export async function aaOf(db: Db, plan: PlanRow): Promise<AutomaticAllocation> {
  const [row] = await db.select().from(planAutomaticAllocation).where(eq(planAutomaticAllocation.planId, plan.id));
  return {
    plan_id: String(plan.id),
    state: autoAllocationStateSchema.parse(row?.state ?? 'not_enabled'),
    can_enable: row?.canEnable ?? plan.model.length > 0,
    is_job_running: false,
    updated_at: row ? row.updatedAt.toISOString() : null,
    error_code: null,
    error_message: null,
  };
}

/** Enable → 'enabled'; disable → 'paused' (it was on) (spec §4 auto-allocation states). */
/**
 * Enables (with the disclaimer accepted: 422 DISCLAIMER_REQUIRED otherwise) or pauses AA. The
 * acceptance is an 'aa_disclaimer_accepted' audit event in the same transaction (issue 8).
 */
export async function toggleAa(
  db: Db,
  plan: PlanRow,
  enable: boolean,
  acceptance: { accepted: boolean; audit: AuditContext },
): Promise<AutomaticAllocation> {
  const current = await aaOf(db, plan);
  if (enable && !current.can_enable) throw new HttpError(422, 'AA_CANNOT_ENABLE', messages.aaCannotEnable);
  if (enable && !acceptance.accepted) throw new HttpError(422, 'DISCLAIMER_REQUIRED', messages.aaDisclaimerRequired);
  const state = enable ? 'enabled' : current.state === 'not_enabled' ? 'not_enabled' : 'paused';
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx
      .insert(planAutomaticAllocation)
      .values({ planId: plan.id, state, canEnable: current.can_enable, updatedAt: new Date() })
      .onConflictDoUpdate({ target: planAutomaticAllocation.planId, set: { state, updatedAt: new Date() } });
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
