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
import { accountTypeParamsSchema, planIdParamsSchema, planSlotParamsSchema } from '@port/shared/contracts/route-params';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { createPlan, flagPlanDeleted, renamePlan, restorePlan, toPlanOnly, updatePlan } from '../../services/plan-crud';
import { planById } from '../../services/plans';
import { planFromParams } from '../plan-params';

const PLAN = '/private/api/v1/customer-port/plan';

/** Plan create, edit, rename, delete-flag, restore (switch-temp-plan) and plan-only read (spec §1, §7). */
export function registerPlanCrud(app: FastifyInstance, { db }: RouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const planRef = dataReply(planRefSchema);
  api.post(
    '/private/api/v2/customer-port/plan/:accountType',
    { schema: { params: accountTypeParamsSchema, body: planCreateBodySchema, response: { 201: planRef[200] } } },
    async (request, reply) => {
      const data = await createPlan(db, requireCustomer(request), request.params.accountType, request.body);
      return reply.code(201).send({ data });
    },
  );
  api.patch(
    `${PLAN}/:accountType/:planSlot`,
    { schema: { params: planSlotParamsSchema, body: planBodySchema, response: planRef } },
    async (request) => {
      const { plan } = await planFromParams(db, request);
      return { data: await updatePlan(db, plan, request.body) };
    },
  );
  api.delete(
    `${PLAN}/:accountType/:planSlot`,
    { schema: { params: planSlotParamsSchema, response: dataReply(planDeletedSchema) } },
    async (request) => {
      const { plan } = await planFromParams(db, request);
      return { data: await flagPlanDeleted(db, plan) };
    },
  );
  api.patch(
    `${PLAN}/:planId/name`,
    { schema: { params: planIdParamsSchema, body: renamePlanBodySchema, response: planRef } },
    async (request) => ({
      data: await renamePlan(db, requireCustomer(request), request.params.planId, request.body.plan_name),
    }),
  );
  api.patch(`${PLAN}/switch-temp-plan`, { schema: { body: switchTempPlanBodySchema, response: planRef } }, async (request) => ({
    data: await restorePlan(db, requireCustomer(request), request.body.plan_id),
  }));
  api.get(
    `${PLAN}/only/:planId`,
    { schema: { params: planIdParamsSchema, querystring: planOnlyQuerySchema, response: dataReply(planOnlySchema) } },
    async (request) => ({
      data: toPlanOnly(
        await planById(db, requireCustomer(request), request.params.planId, request.query.include_deleted === '1'),
      ),
    }),
  );
}
