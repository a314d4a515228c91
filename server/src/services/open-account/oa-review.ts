import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { RETURNED_ACCOUNT_STATUS, OA_RETURNED_STATUSES, type OaReturnedStatus } from '@port/shared/contracts/oa';
import { OA_STEPS, oaStepSchema, type OaStep } from '@port/shared/contracts/oa-steps';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { oaApplications } from '../../db/schema/oa';
import { oaApplicationEvents } from '../../db/schema/oa-events';
import { businessNow } from '../../lib/clock';
import { stepBodies, submittedRowForUpdate, type StepBodies } from './oa-application';
import { personalDataKey } from './oa-sealed';

/** What the back office sends an application back with (issue 22 item 1): the outcome, the steps it asks about, why, who. */
export const returnRequestSchema = z.object({
  outcome: z.enum(OA_RETURNED_STATUSES),
  parts: z
    .array(oaStepSchema)
    .min(1)
    .transform((parts) => OA_STEPS.filter((step) => parts.includes(step))),
  reason: z.string().trim().min(1).max(500),
  officer: z.string().trim().min(1).max(100),
  channel: z.string().trim().min(1).max(40).default('back-office-cli'),
});
export type ReturnRequest = z.input<typeof returnRequestSchema>;
export type ReturnResult = { applicationId: number; customerId: string; outcome: OaReturnedStatus; parts: OaStep[] };

/** A value with its object keys sorted, so the same answers give the same text whatever order they were saved in. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;

/**
 * Keyed digests (HMAC-SHA-256 under a key derived from the personal-data key) of the asked steps as
 * they stand: equal answers give equal digests, and nothing of the answers can be read back from them.
 */
export async function stepDigests(db: Db, applicationId: number, bodies: StepBodies, parts: readonly OaStep[]) {
  const key = createHmac('sha256', await personalDataKey(db))
    .update('oa-step-digest')
    .digest();
  const digests: Partial<Record<OaStep, string>> = {};
  for (const step of parts) {
    const text = `${applicationId}:${step}:${JSON.stringify(canonical(bodies[step] ?? null))}`;
    digests[step] = createHmac('sha256', key).update(text, 'utf8').digest('base64');
  }
  return digests;
}

/**
 * The back office sends a submitted application back (spec §4 ACCOUNT_REJECTED: not approved as
 * sent; ACCOUNT_NEED_INFO: more information is needed; ACCOUNT_LACK_INFO: something is missing),
 * in one transaction: the application reopens the asked steps only, the customer's account status
 * (for a first account) and its reason are set, the kind's can_oa becomes READY again (the
 * customer may act), and an event records who and how. Null when the application is not waiting
 * for the back office (a draft, approved, or already sent back).
 */
export async function returnApplication(db: Db, applicationId: number, request: ReturnRequest): Promise<ReturnResult | null> {
  const { outcome, parts, reason, officer, channel } = returnRequestSchema.parse(request);
  return db.transaction(async (tx) => {
    const app = await submittedRowForUpdate(tx, applicationId);
    if (!app) return null;
    const digests = await stepDigests(tx, app.id, await stepBodies(tx, app), parts);
    const now = businessNow();
    await tx
      .update(oaApplications)
      .set({
        status: outcome,
        reviewParts: parts,
        reviewReason: reason,
        reviewDigests: digests,
        returnedAt: now,
        updatedAt: now,
        ...(parts.includes('bank') ? { bankAtsStatus: 'rejected' } : {}),
        ...(parts.includes('identity') ? { identityStatus: 'rejected' } : {}),
      })
      .where(eq(oaApplications.id, app.id));
    const [customer] = await tx.select().from(customers).where(eq(customers.id, app.customerId)).for('update');
    if (!customer) throw new Error('customer missing');
    const status = RETURNED_ACCOUNT_STATUS[outcome];
    await tx
      .update(customers)
      .set({
        canOa: { ...customer.canOa, [app.accountKind]: 'READY' },
        ...(customer.oaStatus !== 'ACCOUNT_APPROVED'
          ? { accountStatus: status, oaStatus: status, portStatus: status, rejectReason: reason }
          : {}),
        portfolioVersion: sql`${customers.portfolioVersion} + 1`,
      })
      .where(eq(customers.id, customer.id));
    await tx.insert(oaApplicationEvents).values({
      applicationId: app.id,
      customerId: app.customerId,
      kind: outcome,
      actor: officer,
      channel,
      parts,
      reason,
      createdAt: now,
    });
    return { applicationId: app.id, customerId: app.customerId, outcome, parts };
  });
}
