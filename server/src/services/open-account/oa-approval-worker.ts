import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oaApplications } from '../../db/schema/oa';
import { approveApplication } from './oa-approve';

/** Submitted applications the identity verifier has accepted, oldest first. */
export async function verifiedApplicationIds(db: Db, customerId?: string): Promise<number[]> {
  const rows = await db
    .select({ id: oaApplications.id })
    .from(oaApplications)
    .where(
      and(
        eq(oaApplications.status, 'submitted'),
        eq(oaApplications.identityStatus, 'done'),
        customerId ? eq(oaApplications.customerId, customerId) : undefined,
      ),
    )
    .orderBy(oaApplications.submittedAt);
  return rows.map((row) => row.id);
}

export interface ApprovalWorker<Id = number> {
  /** One pass: approves what has waited `afterMs` since this worker first saw it verified. */
  tick: () => Promise<Id[]>;
  stop: () => void;
}

type WorkerOptions<Id> = {
  afterMs: number;
  everyMs?: number;
  now?: () => number;
  /** One thing that cannot be approved is reported and retried next pass; it never holds the others back. */
  onError?: (id: Id, error: unknown) => void;
};

/**
 * The embedded back office of the demo (issue 11): every `everyMs` it looks for verified
 * applications and approves each once it has waited `afterMs` of real time (the business clock
 * may be pinned, so the wait is measured here). Approval is one guarded transaction, so two
 * instances running this approve an application once. With `list` and `approve` it decides
 * anything else that waits the same way (issue 22: the bank's confirmation of an ATS request).
 */
export function startApprovalWorker(
  db: Db,
  options: WorkerOptions<number> & { list?: (db: Db) => Promise<number[]>; approve?: typeof approveApplication },
): ApprovalWorker<number>;
export function startApprovalWorker<Id>(
  db: Db,
  options: WorkerOptions<Id> & { list: (db: Db) => Promise<Id[]>; approve: (db: Db, id: Id) => Promise<unknown> },
): ApprovalWorker<Id>;
export function startApprovalWorker<Id>(
  db: Db,
  {
    afterMs,
    everyMs = 5_000,
    now = Date.now,
    list = verifiedApplicationIds as unknown as (db: Db) => Promise<Id[]>,
    approve = approveApplication as unknown as (db: Db, id: Id) => Promise<unknown>,
    onError = () => undefined,
  }: WorkerOptions<Id> & { list?: (db: Db) => Promise<Id[]>; approve?: (db: Db, id: Id) => Promise<unknown> },
): ApprovalWorker<Id> {
  const firstSeen = new Map<Id, number>();
  let running = false;
  const tick = async (): Promise<Id[]> => {
    if (running) return [];
    running = true;
    try {
      const waiting = await list(db);
      for (const id of firstSeen.keys()) if (!waiting.includes(id)) firstSeen.delete(id);
      const approved: Id[] = [];
      for (const id of waiting) {
        const since = firstSeen.get(id) ?? now();
        firstSeen.set(id, since);
        if (now() - since < afterMs) continue;
        try {
          if (await approve(db, id)) approved.push(id);
          firstSeen.delete(id);
        } catch (error) {
          onError(id, error);
        }
      }
      return approved;
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick().catch(() => undefined), everyMs);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
