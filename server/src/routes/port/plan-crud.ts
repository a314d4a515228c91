import type { FastifyInstance } from 'fastify';
import {
  planBodySchema,
  planCreateBodySchema,
  planDeletedSchema,
  planOnlyQuerySchema,
  planOnlySchema,
  planRefSchema,
  renamePlanBodySchema,
  switchTempPlanBodySchema,
} from '@port/shared/contracts/plan';
import { portPaths } from '@port/shared/contracts/api-paths';
import { accountTypeParamsSchema, planIdParamsSchema, planSlotParamsSchema } from '@port/shared/contracts/route-params';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import {
  createPlan,
  flagPlanDeleted,
  planById,
  renamePlan,
  restorePlan,
  toPlanOnly,
  updatePlan,
} from '../../services/plans/public';
import { planFromParams } from '../plan-params';

/** Plan create, edit, rename, delete-flag, restore (switch-temp-plan) and plan-only read (spec §1, §7). */
export function registerPlanCrud(app: FastifyInstance, { db }: RouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const planRef = dataReply(planRefSchema);
  api.post(
    portPaths.createPlan.pattern,
    { schema: { params: accountTypeParamsSchema, body: planCreateBodySchema, response: { 201: planRef[200] } } },
    async (request, reply) => {
      const data = await createPlan(db, requireCustomer(request), request.params.accountType, request.body);
      return reply.code(201).send({ data });
    },
  );
  api.patch(
    portPaths.updatePlan.pattern,
    { schema: { params: planSlotParamsSchema, body: planBodySchema, response: planRef } },
    async (request) => {
      const { plan } = await planFromParams(db, request);
      return { data: await updatePlan(db, plan, request.body) };
    },
  );
  api.delete(
    portPaths.updatePlan.pattern,
    { schema: { params: planSlotParamsSchema, response: dataReply(planDeletedSchema) } },
    async (request) => {
      const { plan } = await planFromParams(db, request);
      return { data: await flagPlanDeleted(db, plan) };
    },
  );
  api.patch(
    portPaths.renamePlan.pattern,
    { schema: { params: planIdParamsSchema, body: renamePlanBodySchema, response: planRef } },
    async (request) => ({
      data: await renamePlan(db, requireCustomer(request), request.params.planId, request.body.plan_name),
    }),
  );
  api.patch(portPaths.switchTempPlan, { schema: { body: switchTempPlanBodySchema, response: planRef } }, async (request) => ({
    data: await restorePlan(db, requireCustomer(request), request.body.plan_id),
  }));
  api.get(
    portPaths.planOnly.pattern,
    { schema: { params: planIdParamsSchema, querystring: planOnlyQuerySchema, response: dataReply(planOnlySchema) } },
    async (request) => ({
      data: toPlanOnly(
        await planById(db, requireCustomer(request), request.params.planId, request.query.include_deleted === '1'),
      ),
    }),
  );
}
