import { and, eq, max } from 'drizzle-orm';
import type { AccountType } from '@port/shared/contracts/enums';
import type { PlanBodyParsed, PlanDeleted, PlanOnly, PlanRef } from '@port/shared/contracts/plan';
import type { Db } from '../db/client';
import { accounts } from '../db/schema/accounts';
import { planAutomaticAllocation } from '../db/schema/aa';
import { plans } from '../db/schema/plans';
import { HttpError } from '../http/errors';
import { messages } from '../http/messages';
import { modelTemplate } from './model-templates';
import { toPlanType } from './plan-display';
import { accountTypeOf, planById, type PlanRow } from './plans';

export const toPlanRef = (p: PlanRow): PlanRef => ({ plan_id: String(p.id), plan_slot: p.planSlot, account_type: accountTypeOf(p), plan_name: p.planName });

export function toPlanOnly(p: PlanRow): PlanOnly {
  return {
    plan_id: String(p.id), goal_type: p.goalType, plan_name: p.planName, initial: Number(p.initial), contribution: Number(p.contribution),
    risk_level: p.riskLevel, is_deleted: p.isDeleted, plan_type: toPlanType(p.planType), plan_slot: p.planSlot, account_type: accountTypeOf(p),
  };
}

const planColumns = (body: PlanBodyParsed) => ({
  planName: body.plan_name, planType: body.plan_type, goalType: body.goal_type, goalMoney: body.goal_money === null ? null : body.goal_money.toFixed(2),
  goalTimeframe: body.goal_timeframe, initial: body.initial.toFixed(2), contribution: body.contribution.toFixed(2), riskLevel: body.risk_level,
});

/**
 * A new plan in the customer's account of that type, in the next free slot, with its automatic
 * allocation row: both rows or neither (one transaction). Two creates racing for a slot retry.
 */
export async function createPlan(db: Db, customerId: string, accountType: AccountType, body: PlanBodyParsed): Promise<PlanRef> {
  const [account] = await db.select().from(accounts).where(and(eq(accounts.customerId, customerId), eq(accounts.accountType, accountType)));
  if (!account) throw new HttpError(422, 'NO_ACCOUNT', messages.noAccount);
  const template = modelTemplate(body.plan_type, body.risk_level);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const created = await db.transaction(async (tx) => {
      const [top] = await tx.select({ slot: max(plans.planSlot) }).from(plans).where(and(eq(plans.customerId, customerId), eq(plans.accountType, accountType)));
      const [row] = await tx
        .insert(plans)
        .values({ customerId, accountId: account.id, accountType, planSlot: (top?.slot ?? 0) + 1, ...planColumns(body), model: template.model, modelCode: template.code })
        .onConflictDoNothing()
        .returning();
      if (row) await tx.insert(planAutomaticAllocation).values({ planId: row.id, state: 'not_enabled', canEnable: true });
      return row;
    });
    if (created) return toPlanRef(created);
  }
  throw new HttpError(409, 'CONFLICT', messages.conflict);
}

export async function updatePlan(db: Db, plan: PlanRow, body: PlanBodyParsed): Promise<PlanRef> {
  const [row] = await db.update(plans).set(planColumns(body)).where(eq(plans.id, plan.id)).returning();
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

/** A plan's own fund list (asset/list): replaces the model and clears a dismissed proposal. */
export async function replacePlanModel(db: Db, plan: PlanRow, model: PlanRow['model']): Promise<void> {
  await db.update(plans).set({ model, proposalDismissedAt: null }).where(eq(plans.id, plan.id));
}

/** The customer dismisses the plan's proposal order (it shows again when the plan drifts). */
export async function dismissProposal(db: Db, plan: PlanRow): Promise<void> {
  await db.update(plans).set({ proposalDismissedAt: new Date() }).where(eq(plans.id, plan.id));
}
