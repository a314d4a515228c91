import { createHash } from 'node:crypto';
import { and, eq, max, TransactionRollbackError } from 'drizzle-orm';
import type { AccountType } from '@port/shared/contracts/enums';
import type {
  PlanBodyParsed,
  PlanCreateBodyParsed,
  PlanForEdit,
  PlanDeleted,
  PlanOnly,
  PlanRef,
} from '@port/shared/contracts/plan';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { planAutomaticAllocation } from '../../db/schema/aa';
import { checkouts } from '../../db/schema/orders';
import { plans } from '../../db/schema/plans';
import { HttpError } from '../../http/errors';
import { belowMinimumMessage, belowMonthlyMinimumMessage, messages } from '../../http/messages';
import { money, MONEY, toScaled } from '../../lib/decimal';
import { formatMoney } from '@port/shared/format/number';
import { minimumOf } from './plan-minimums';
import { modelTemplate } from './model-templates';
import { toPlanType } from './plan-display';
import { accountTypeOf, planById, type PlanRow } from './plans';
import { refreshDcaStatus } from './dca-view';

export const toPlanRef = (p: PlanRow): PlanRef => ({
  plan_id: String(p.id),
  plan_slot: p.planSlot,
  account_type: accountTypeOf(p),
  plan_name: p.planName,
});

export function toPlanOnly(p: PlanRow): PlanOnly {
  return {
    plan_id: String(p.id),
    goal_type: p.goalType,
    plan_name: p.planName,
    initial: Number(p.initial),
    contribution: Number(p.contribution),
    risk_level: p.riskLevel,
    is_deleted: p.isDeleted,
    plan_type: toPlanType(p.planType),
    plan_slot: p.planSlot,
    account_type: accountTypeOf(p),
  };
}

export const toPlanForEdit = (p: PlanRow): PlanForEdit => ({
  ...toPlanOnly(p),
  goal_money: p.goalMoney === null ? null : Number(p.goalMoney),
  goal_timeframe: p.goalTimeframe,
});

const planColumns = (body: PlanBodyParsed) => ({
  planName: body.plan_name,
  planType: body.plan_type,
  goalType: body.goal_type,
  goalMoney: body.goal_money === null ? null : body.goal_money.toFixed(2),
  goalTimeframe: body.goal_timeframe,
  initial: body.initial.toFixed(2),
  contribution: body.contribution.toFixed(2),
  riskLevel: body.risk_level,
});

/**
 * A new plan in the customer's account of that type, in the next free slot, with its automatic
 * allocation row: both rows or neither (one transaction). Two creates racing for a slot retry.
 * With an idempotency key, the key is recorded in the same transaction (a checkouts row of kind
 * 'plan-create': the table that already makes keyed writes happen once), so a double click or a
 * retry answers the first plan; the same key with another body is 422.
 */
export async function createPlan(
  db: Db,
  customerId: string,
  accountType: AccountType,
  body: PlanCreateBodyParsed,
): Promise<PlanRef> {
  const { idempotency_key: key, ...plan } = body;
  const hash = createHash('sha256')
    .update(JSON.stringify([accountType, plan]))
    .digest('hex');
  const earlier = key ? await planOfKey(db, customerId, key, hash) : null;
  if (earlier) return earlier;
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.customerId, customerId), eq(accounts.accountType, accountType)));
  if (!account) throw new HttpError(422, 'NO_ACCOUNT', messages.noAccount);
  const template = modelTemplate(plan.plan_type, plan.risk_level);
  await assertPlanMinimums(db, template.model, plan);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const created = await db
      .transaction(async (tx) => {
        const [top] = await tx
          .select({ slot: max(plans.planSlot) })
          .from(plans)
          .where(and(eq(plans.customerId, customerId), eq(plans.accountType, accountType)));
        const [row] = await tx
          .insert(plans)
          .values({
            customerId,
            accountId: account.id,
            accountType,
            planSlot: (top?.slot ?? 0) + 1,
            ...planColumns(plan),
            model: template.model,
            modelCode: template.code,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return null;
        await tx.insert(planAutomaticAllocation).values({ planId: row.id, state: 'not_enabled', canEnable: true });
        // A plan with a monthly amount starts with its monthly investing to set up (issue 17 item 3).
        await refreshDcaStatus(tx as unknown as Db, row);
        if (key) {
          const [keyed] = await tx
            .insert(checkouts)
            .values({ customerId, planId: row.id, kind: PLAN_CREATE, idempotencyKey: key, requestHash: hash })
            .onConflictDoNothing()
            .returning();
          // A concurrent create with the same key won: undo this plan, answer that one.
          if (!keyed) tx.rollback();
        }
        return row;
      })
      .catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return KEY_TAKEN;
        throw error;
      });
    if (typeof created === 'symbol') return (await planOfKey(db, customerId, key!, hash))!;
    if (created) return toPlanRef(created);
  }
  throw new HttpError(409, 'CONFLICT', messages.conflict);
}

/**
 * The plan's minimum at its level (shared/domain/plan-minimum, the figure plan-select advertises):
 * the initial amount, and a monthly amount when there is one, are refused below it (issue 17 "Why" 3).
 */
async function assertPlanMinimums(db: Db, model: PlanRow['model'], plan: PlanBodyParsed): Promise<void> {
  const { amount } = await minimumOf(db, model);
  const minimum = money(amount);
  if (toScaled(plan.initial.toFixed(2), MONEY) < amount) {
    throw new HttpError(422, 'BELOW_MINIMUM', belowMinimumMessage(formatMoney(minimum)));
  }
  if (plan.contribution > 0 && toScaled(plan.contribution.toFixed(2), MONEY) < amount) {
    throw new HttpError(422, 'BELOW_MONTHLY_MINIMUM', belowMonthlyMinimumMessage(formatMoney(minimum)));
  }
}

const PLAN_CREATE = 'plan-create';
const KEY_TAKEN: unique symbol = Symbol('key taken');

async function planOfKey(db: Db, customerId: string, key: string, hash: string): Promise<PlanRef | null> {
  const [keyed] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.customerId, customerId), eq(checkouts.idempotencyKey, key)));
  if (!keyed) return null;
  if (keyed.kind !== PLAN_CREATE) throw new HttpError(409, 'CONFLICT', messages.conflict);
  if (keyed.requestHash !== hash) throw new HttpError(422, 'IDEMPOTENCY_MISMATCH', messages.idempotencyMismatch);
  const [row] = await db.select().from(plans).where(eq(plans.id, keyed.planId));
  if (!row) throw new HttpError(404, 'PLAN_NOT_FOUND', messages.planNotFound);
  return toPlanRef(row);
}

/**
 * An edit. A new risk level is a new ceiling: the plan takes the model of its new level (issue 17
 * item 4: a model never holds funds above the plan's level), checked against that model's minimum,
 * and a proposal the customer dismissed for the old model shows again.
 */
export async function updatePlan(db: Db, plan: PlanRow, body: PlanBodyParsed): Promise<PlanRef> {
  const levelChanged = body.risk_level !== plan.riskLevel;
  const template = levelChanged ? modelTemplate(plan.planType, body.risk_level) : null;
  if (template) await assertPlanMinimums(db, template.model, body);
  const newModel = template ? { model: template.model, modelCode: template.code, proposalDismissedAt: null } : {};
  const [row] = await db
    .update(plans)
    .set({ ...planColumns(body), ...newModel })
    .where(eq(plans.id, plan.id))
    .returning();
  // A new monthly amount changes whether the monthly investing matches the plan (issue 17 item 3).
  if (row) await refreshDcaStatus(db, row);
  return toPlanRef(row ?? plan);
}

/** Delete-flag (spec §1): the plan leaves every list but stays readable through plan-only ?include_deleted=1. */
export async function flagPlanDeleted(db: Db, plan: PlanRow): Promise<PlanDeleted> {
  await db.update(plans).set({ isDeleted: true }).where(eq(plans.id, plan.id));
  return { ...toPlanRef(plan), is_deleted: true };
}

export async function renamePlan(db: Db, customerId: string, planId: string, planName: string): Promise<PlanRef> {
  const plan = await planById(db, customerId, planId);
  const [row] = await db.update(plans).set({ planName }).where(eq(plans.id, plan.id)).returning();
  return toPlanRef(row ?? plan);
}

/** switch-temp-plan: brings a delete-flagged plan back into the lists. */
export async function restorePlan(db: Db, customerId: string, planId: string): Promise<PlanRef> {
  const plan = await planById(db, customerId, planId, true);
  const [row] = await db.update(plans).set({ isDeleted: false }).where(eq(plans.id, plan.id)).returning();
  return toPlanRef(row ?? plan);
}

/** The model code of a list the customer chose (asset/list); a new risk level takes the template again. */
export const CUSTOM_MODEL_CODE = 'MP-CUSTOM';

/** A plan's own fund list (asset/list): replaces the model and clears a dismissed proposal. */
export async function replacePlanModel(db: Db, plan: PlanRow, model: PlanRow['model']): Promise<void> {
  await db.update(plans).set({ model, modelCode: CUSTOM_MODEL_CODE, proposalDismissedAt: null }).where(eq(plans.id, plan.id));
}

/** The customer dismisses the plan's proposal order (it shows again when the plan drifts). */
export async function dismissProposal(db: Db, plan: PlanRow): Promise<void> {
  await db.update(plans).set({ proposalDismissedAt: new Date() }).where(eq(plans.id, plan.id));
}
