import { OA_STEPS, type OaStep } from '@port/shared/contracts/oa-steps';
import type { Db } from '../../db/client';
import { oaApplicationEvents } from '../../db/schema/oa-events';
import { HttpError } from '../../http/errors';
import type { ApplicationRow, StepBodies } from './oa-application';
import { oaMessages, STEP_NAME } from './oa-messages';
import { stepDigests } from './oa-review';

const askedParts = (app: ApplicationRow): OaStep[] => OA_STEPS.filter((step) => app.reviewParts?.includes(step));

/** A sent-back application reopens the steps the back office asked about, no other (issue 22 item 1): 409 in Thai. */
export function assertAskedPart(app: ApplicationRow, step: OaStep): void {
  const asked = askedParts(app);
  if (!asked.includes(step))
    throw new HttpError(409, 'OA_PART_NOT_ASKED', oaMessages.partNotAsked(asked.map((s) => STEP_NAME[s])));
}

/**
 * A resubmission must change every step the back office asked about: one still as it was when the
 * application was sent back is refused with 422 and the back office's own reason.
 */
export async function assertChangedParts(db: Db, app: ApplicationRow, bodies: StepBodies): Promise<void> {
  const asked = askedParts(app);
  const now = await stepDigests(db, app.id, bodies, asked);
  const unchanged = asked.filter((step) => now[step] === app.reviewDigests?.[step]);
  if (unchanged.length > 0)
    throw new HttpError(
      422,
      'OA_UNCHANGED',
      oaMessages.unchanged(
        unchanged.map((s) => STEP_NAME[s]),
        app.reviewReason ?? '',
      ),
    );
}

/** The customer's send, recorded with who and how (the customer, from the web app), in the transaction of the send. */
export async function resubmission(tx: Db, app: ApplicationRow, again: boolean, at: Date): Promise<void> {
  await tx.insert(oaApplicationEvents).values({
    applicationId: app.id,
    customerId: app.customerId,
    kind: again ? 'resubmitted' : 'submitted',
    actor: app.customerId,
    channel: 'port-web',
    parts: again ? askedParts(app) : null,
    createdAt: at,
  });
}
