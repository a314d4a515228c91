import { OA_STEPS, type OaStep } from '@port/shared/contracts/oa-steps';
import type { OaAccountKind } from '@port/shared/contracts/oa';
import type { Db } from '../../db/client';
import { oaApplications, oaApplicationSteps, oaNationalIds } from '../../db/schema/oa';
import { stepContext } from './oa-application';
import { nationalIdHash, personalDataKey, sealWith } from './oa-sealed';

/**
 * A sent application as the demo seed needs it (issue 22 item 1): every step sealed as a save
 * seals it, the national ID claimed, the identity accepted, waiting for the back office. The
 * bodies must already be parsed by their step schemas (what a save would store).
 */
export async function insertSentApplication(
  tx: Db,
  app: { customerId: string; kind: OaAccountKind; sentAt: Date; idNumber: string; bodies: Record<OaStep, unknown> },
): Promise<number> {
  const key = await personalDataKey(tx);
  const [row] = await tx
    .insert(oaApplications)
    .values({
      customerId: app.customerId,
      accountKind: app.kind,
      status: 'submitted',
      identityStatus: 'done',
      suitabilityStatus: 'done',
      bankAtsStatus: 'pending',
      submittedAt: app.sentAt,
      createdAt: app.sentAt,
      updatedAt: app.sentAt,
    })
    .returning();
  if (!row) throw new Error('application row missing after insert');
  await tx.insert(oaApplicationSteps).values(
    OA_STEPS.map((step) => ({
      applicationId: row.id,
      step,
      sealed: sealWith(key, stepContext(row.id, step), JSON.stringify(app.bodies[step])),
      updatedAt: app.sentAt,
    })),
  );
  await tx.insert(oaNationalIds).values({ customerId: app.customerId, idHash: await nationalIdHash(tx, app.idNumber) });
  return row.id;
}
