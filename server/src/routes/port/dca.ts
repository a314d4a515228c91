import type { FastifyInstance } from 'fastify';
import { dcaRemoveBodySchema, dcaResultSchema, dcaSetUpBodySchema } from '@port/shared/contracts/dca';
import { portPaths } from '@port/shared/contracts/api-paths';
import { planSlotParamsSchema as params } from '@port/shared/contracts/route-params';
import type { RouteDeps } from '../route-deps';
import { auditContextOf } from '../../http/audit-context';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { removeDca, setUpDca } from '../../services/plans/public';
import { planFromParams } from '../plan-params';

/** Monthly investing of a plan (issue 17 item 3; ours, shared/contracts/dca.ts): set up or adjust, and remove. */
export function registerDca(app: FastifyInstance, { db }: RouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const response = dataReply(dcaResultSchema);
  api.post(portPaths.planDca.pattern, { schema: { params, body: dcaSetUpBodySchema, response } }, async (request) => {
    const { customerId, plan } = await planFromParams(db, request);
    return { data: await setUpDca(db, { customerId, audit: auditContextOf(request) }, plan, request.body) };
  });
  api.delete(portPaths.planDca.pattern, { schema: { params, body: dcaRemoveBodySchema, response } }, async (request) => {
    const { customerId, plan } = await planFromParams(db, request);
    return { data: await removeDca(db, { customerId, audit: auditContextOf(request) }, plan, request.body) };
  });
}
