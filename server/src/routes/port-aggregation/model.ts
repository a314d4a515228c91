import type { FastifyInstance } from 'fastify';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { modelPortSchema } from '@port/shared/contracts/model-port';
import { idParamsSchema, planSlotParamsSchema } from '@port/shared/contracts/route-params';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { agentAccountModel, requiredModelPort } from '../../services/portfolio/public';
import { planFromParams } from '../plan-params';

/** Model port of a plan (v2/.../model) and of an agent account (v1/cust-port/plan/agent-acct-id/{id}/model). */
export function registerModel(app: FastifyInstance, { db }: RouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const response = dataReply(modelPortSchema);
  api.get(portAggregationPaths.planModel.pattern, { schema: { params: planSlotParamsSchema, response } }, async (request) => ({
    data: await requiredModelPort(db, (await planFromParams(db, request)).plan),
  }));
  api.get(portAggregationPaths.agentModel.pattern, { schema: { params: idParamsSchema, response } }, async (request) => ({
    data: await agentAccountModel(db, requireCustomer(request), request.params.id),
  }));
}
