import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { and, eq, max } from 'drizzle-orm';
import {
  accountTypeParamSchema,
  planBodySchema,
  planIdParamSchema,
  planOnlyQuerySchema,
  renamePlanBodySchema,
  switchTempPlanBodySchema,
  type PlanBodyParsed,
  type PlanOnly,
  type PlanRef,
} from '@port/shared/contracts/plan';
import type { RouteDeps } from '../route-deps';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { plans } from '../../db/schema/plans';
import { planAutomaticAllocation } from '../../db/schema/aa';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';
import { requireCustomer } from '../../http/require-customer';
import { validate } from '../../http/validate';
import { modelTemplate } from '../../services/model-templates';
import { toPlanType } from '../../services/plan-display';
import { accountTypeOf, planById, type PlanRow } from '../../services/plans';
import { planFromParams } from '../plan-params';

const PLAN = '/private/api/v1/customer-port/plan';
const ref = (p: PlanRow): PlanRef => ({ plan_id: String(p.id), plan_slot: p.planSlot, account_type: accountTypeOf(p), plan_name: p.planName });

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

async function createPlan(db: Db, customerId: string, accountType: string, body: PlanBodyParsed): Promise<PlanRow> {
  const [account] = await db.select().from(accounts).where(and(eq(accounts.customerId, customerId), eq(accounts.accountType, accountType)));
  if (!account) throw new HttpError(422, 'NO_ACCOUNT', messages.noAccount);
  const template = modelTemplate(body.plan_type, body.risk_level);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [top] = await db.select({ slot: max(plans.planSlot) }).from(plans).where(and(eq(plans.customerId, customerId), eq(plans.accountType, accountType)));
    const [row] = await db
      .insert(plans)
      .values({ customerId, accountId: account.id, accountType, planSlot: (top?.slot ?? 0) + 1, ...planColumns(body), model: template.model, modelCode: template.code })
      .onConflictDoNothing()
      .returning();
    if (row) {
      await db.insert(planAutomaticAllocation).values({ planId: row.id, state: 'not_enabled', canEnable: true });
      return row;
    }
  }
  throw new HttpError(409, 'CONFLICT', 'กรุณาลองใหม่อีกครั้ง');
}

/** Plan create, edit, rename, delete-flag, restore (switch-temp-plan) and plan-only read (spec §1, §7). */
export function registerPlanCrud(app: FastifyInstance, { db }: RouteDeps): void {
  app.post('/private/api/v2/customer-port/plan/:accountType', async (request, reply) => {
    const customerId = requireCustomer(request);
    const { accountType } = validate(z.object({ accountType: accountTypeParamSchema }), request.params);
    const body = validate(planBodySchema, request.body);
    reply.code(201);
    return { data: ref(await createPlan(db, customerId, accountType, body)) };
  });

  app.patch(`${PLAN}/:accountType/:planSlot`, async (request) => {
    const { plan } = await planFromParams(db, request);
    const body = validate(planBodySchema, request.body);
    const [row] = await db.update(plans).set(planColumns(body)).where(eq(plans.id, plan.id)).returning();
    return { data: ref(row ?? plan) };
  });

  // Delete-flag (spec §1): the plan leaves every list but stays readable through plan-only ?include_deleted=1.
  app.delete(`${PLAN}/:accountType/:planSlot`, async (request) => {
    const { plan } = await planFromParams(db, request);
    await db.update(plans).set({ isDeleted: true }).where(eq(plans.id, plan.id));
    return { data: { ...ref(plan), is_deleted: true } };
  });

  app.patch(`${PLAN}/:planId/name`, async (request) => {
    const customerId = requireCustomer(request);
    const { planId } = validate(z.object({ planId: planIdParamSchema }), request.params);
    const body = validate(renamePlanBodySchema, request.body);
    const plan = await planById(db, customerId, planId);
    const [row] = await db.update(plans).set({ planName: body.plan_name }).where(eq(plans.id, plan.id)).returning();
    return { data: ref(row ?? plan) };
  });

  // switch-temp-plan (body not shown in the spec): brings a delete-flagged plan back into the lists.
  app.patch(`${PLAN}/switch-temp-plan`, async (request) => {
    const customerId = requireCustomer(request);
    const body = validate(switchTempPlanBodySchema, request.body);
    const plan = await planById(db, customerId, body.plan_id, true);
    const [row] = await db.update(plans).set({ isDeleted: false }).where(eq(plans.id, plan.id)).returning();
    return { data: ref(row ?? plan) };
  });

  app.get(`${PLAN}/only/:planId`, async (request) => {
    const customerId = requireCustomer(request);
    const { planId } = validate(z.object({ planId: planIdParamSchema }), request.params);
    const { include_deleted } = validate(planOnlyQuerySchema, request.query);
    return { data: toPlanOnly(await planById(db, customerId, planId, include_deleted === '1')) };
  });
}
