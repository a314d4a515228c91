import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { DcaRemoveBody, DcaResult, DcaSetUpBody } from '@port/shared/contracts/dca';
import type { Db } from '../../db/client';
import { dcaEvents, dcaProfiles, type DcaEventKind } from '../../db/schema/dca';
import { plans } from '../../db/schema/plans';
import { pra } from '../../db/schema/pra';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';
import { fromScaled, MONEY, toScaled } from '../../lib/decimal';
import { batchMinimum } from '../orders/batch';
import { assertAtLeast, assertOwnBank } from '../orders/checkout';
import { dcaView, planDcaFacts, refreshDcaStatus } from './dca-view';
import type { AuditContext } from '../orders/order-events';
import { splitByWeights } from '../orders/order-lines';
import type { PlanRow } from './plans';
import { assertMayTrade, customerRow } from '../customer/trade-guard';

export type DcaCaller = { customerId: string; audit: AuditContext };
type Change = {
  kind: DcaEventKind;
  key: string;
  source: string;
  amount: string | null;
  day: number | null;
  bankId: string | null;
};

const hashOf = (plan: PlanRow, c: Change) =>
  createHash('sha256')
    .update(JSON.stringify([c.kind, plan.id, c.amount, c.day, c.bankId]))
    .digest('hex');

/** A key already used: the same request answers the current state; another request with it is refused. */
async function replayed(db: Db, customerId: string, plan: PlanRow, change: Change): Promise<boolean> {
  const [event] = await db
    .select()
    .from(dcaEvents)
    .where(and(eq(dcaEvents.customerId, customerId), eq(dcaEvents.idempotencyKey, change.key)));
  if (!event) return false;
  if (event.requestHash !== hashOf(plan, change)) throw new HttpError(422, 'IDEMPOTENCY_MISMATCH', messages.idempotencyMismatch);
  return true;
}

/**
 * One DCA change, once per idempotency key: the plan row is locked, the change and its audit event
 * (who: customer and session hash; when; channel; ip and user agent) are written in one
 * transaction, then the plan's DCA status is stored again by the shared rule.
 */
async function applyChange(
  db: Db,
  caller: DcaCaller,
  plan: PlanRow,
  change: Change,
  write: (tx: Db, plan: PlanRow) => Promise<void>,
): Promise<DcaResult> {
  if (!(await replayed(db, caller.customerId, plan, change))) {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [locked] = await tx.select().from(plans).where(eq(plans.id, plan.id)).for('update');
      if (!locked || (await replayed(tx, caller.customerId, locked, change))) return;
      await write(tx, locked);
      await tx.insert(dcaEvents).values({
        customerId: caller.customerId,
        planId: locked.id,
        kind: change.kind,
        amount: change.amount,
        dayOfMonth: change.day,
        bankId: change.bankId,
        channel: change.source,
        idempotencyKey: change.key,
        requestHash: hashOf(locked, change),
        sessionHash: caller.audit.sessionHash,
        ip: caller.audit.ip,
        userAgent: caller.audit.userAgent,
      });
      const [updated] = await tx.select().from(plans).where(eq(plans.id, locked.id));
      await refreshDcaStatus(tx, updated!);
    });
  }
  const [fresh] = await db.select().from(plans).where(eq(plans.id, plan.id));
  const view = await dcaView(db, caller.customerId, fresh!);
  return { plan_id: String(plan.id), dca: view.dca, profiles: view.profiles };
}

const liveProfiles = (planId: number) => and(eq(dcaProfiles.planId, planId), inArray(dcaProfiles.status, ['active', 'paused']));

/**
 * Sets up or adjusts the plan's monthly investing (issue 17 item 3): the amount (at least the
 * plan's monthly minimum, the rule every buy of the plan uses) split by the plan's weights into
 * one debit per fund on the chosen day from the customer's own bank; the earlier debits are
 * cancelled, the plan's regular investment (PRA) follows, and the amount becomes the plan's
 * monthly amount so its projection assumes what is really invested.
 */
export async function setUpDca(db: Db, caller: DcaCaller, plan: PlanRow, body: DcaSetUpBody): Promise<DcaResult> {
  const amount = toScaled(body.amount, MONEY);
  const change: Change = {
    kind: 'set',
    key: body.idempotency_key,
    source: body.source ?? 'port-web',
    amount: fromScaled(amount, MONEY),
    day: body.day_of_month,
    bankId: body.bank_id,
  };
  return applyChange(db, caller, plan, change, async (tx, locked) => {
    assertMayTrade(await customerRow(tx, caller.customerId), [{ orderType: 'buy' }]);
    await assertOwnBank(tx, caller.customerId, body.bank_id);
    const { held, limits, weights } = await planDcaFacts(tx, locked);
    if (weights.length === 0) throw new HttpError(422, 'NO_ALLOCATION', 'แผนนี้ยังไม่มีสัดส่วนการลงทุน');
    const minimum = (await batchMinimum(tx, locked, held, limits)).amount;
    assertAtLeast(amount, minimum);
    await tx.update(dcaProfiles).set({ status: 'cancelled' }).where(liveProfiles(locked.id));
    await tx.insert(dcaProfiles).values(
      splitByWeights(amount, weights).map((line) => ({
        planId: locked.id,
        fundCode: line.fundCode,
        amount: fromScaled(line.amount ?? 0n, MONEY),
        dayOfMonth: body.day_of_month,
        status: 'active',
        bankId: body.bank_id,
      })),
    );
    const setup = {
      status: 'PRA',
      praDate: body.day_of_month,
      totalAmount: change.amount!,
      topupAmount: '0',
      minInvest: fromScaled(minimum, MONEY),
      bankId: body.bank_id,
    };
    await tx
      .insert(pra)
      .values({ planId: locked.id, ...setup })
      .onConflictDoUpdate({ target: pra.planId, set: setup });
    await tx.update(plans).set({ contribution: change.amount! }).where(eq(plans.id, locked.id));
  });
}

/** Removes the plan's monthly investing: its debits are cancelled and its regular investment (PRA) ends. */
export async function removeDca(db: Db, caller: DcaCaller, plan: PlanRow, body: DcaRemoveBody): Promise<DcaResult> {
  const change: Change = {
    kind: 'remove',
    key: body.idempotency_key,
    source: body.source ?? 'port-web',
    amount: null,
    day: null,
    bankId: null,
  };
  return applyChange(db, caller, plan, change, async (tx, locked) => {
    const cancelled = await tx
      .update(dcaProfiles)
      .set({ status: 'cancelled' })
      .where(liveProfiles(locked.id))
      .returning({ id: dcaProfiles.id });
    const [setup] = await tx.delete(pra).where(eq(pra.planId, locked.id)).returning({ planId: pra.planId });
    if (cancelled.length === 0 && !setup) throw new HttpError(409, 'NO_DCA', 'แผนนี้ไม่มีรายการลงทุนสม่ำเสมอให้ยกเลิก');
  });
}
