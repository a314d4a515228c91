import { and, eq } from 'drizzle-orm';
import type { AccountType } from '@port/shared/contracts/enums';
import { accountTypeSchema } from '@port/shared/contracts/enums';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema/plans';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';

export type PlanRow = typeof plans.$inferSelect;

export const planNotFound = () => new HttpError(404, 'PLAN_NOT_FOUND', messages.planNotFound);

/** A live plan of this customer by slot; anyone else's slot is simply "not found" (no leak). */
export async function planBySlot(db: Db, customerId: string, accountType: AccountType, planSlot: number): Promise<PlanRow> {
  const [row] = await db
    .select()
    .from(plans)
    .where(
      and(
        eq(plans.customerId, customerId),
        eq(plans.accountType, accountType),
        eq(plans.planSlot, planSlot),
        eq(plans.isDeleted, false),
      ),
    );
  if (!row) throw planNotFound();
  return row;
}

/** A plan of this customer by id (plan ids travel as strings); deleted plans only when asked. */
export async function planById(db: Db, customerId: string, planId: string, includeDeleted = false): Promise<PlanRow> {
  const id = /^\d{1,9}$/.test(planId) ? Number(planId) : NaN;
  if (!Number.isSafeInteger(id)) throw planNotFound();
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), eq(plans.customerId, customerId)));
  if (!row || (row.isDeleted && !includeDeleted)) throw planNotFound();
  return row;
}

export async function customerPlans(db: Db, customerId: string): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .where(and(eq(plans.customerId, customerId), eq(plans.isDeleted, false)))
    .orderBy(plans.accountType, plans.planSlot);
}

export function accountTypeOf(plan: PlanRow): AccountType {
  return accountTypeSchema.parse(plan.accountType);
}
