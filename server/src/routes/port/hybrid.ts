import type { FastifyInstance } from 'fastify';
import { portPaths } from '@port/shared/contracts/api-paths';
import { planForEditSchema } from '@port/shared/contracts/plan';
import {
  planSelectOverviewSchema,
  planTypeCardListSchema,
  planTypeInfoQuerySchema,
  planTypeInfoSchema,
  playlistSchema,
  slaSchema,
} from '@port/shared/contracts/plan-select';
import { idParamsSchema as params, riskLevelParamsSchema } from '@port/shared/contracts/route-params';
import { dividendProjectionSchema, projectionQuerySchema, wealthPathSchema } from '@port/shared/contracts/wealth-path';
import type { RouteDeps } from '../route-deps';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import {
  planById,
  planSelectOverview,
  planTypeCard,
  planTypeCards,
  planTypeInfo,
  playlistWithFunds,
  SLAS,
  toPlanForEdit,
} from '../../services/plans/public';
import { dividendProjection, wealthPath } from '../../services/projection/public';

const found = <T>(value: T | null | undefined): T => {
  if (value == null) throw new HttpError(404, 'NOT_FOUND', messages.notFound);
  return value;
};

/** Hybrid calls (spec §7): public catalogue for plan-select, projections for plan-create. */
export function registerHybrid(app: FastifyInstance, { db }: RouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(portPaths.planSelectOverview, { schema: { response: dataReply(planSelectOverviewSchema) } }, async () => ({
    data: await planSelectOverview(db),
  }));
  api.get(portPaths.planSelectPlanList, { schema: { response: dataReply(planTypeCardListSchema) } }, async () => ({
    data: await planTypeCards(db),
  }));
  api.get(
    portPaths.planSelectInfo.pattern,
    { schema: { params, querystring: planTypeInfoQuerySchema, response: dataReply(planTypeInfoSchema) } },
    async (request) => ({
      data: await planTypeInfo(
        db,
        found(await planTypeCard(db, request.params.id, request.query.risk_level)),
        request.customerId,
        request.query.risk_level,
      ),
    }),
  );
  api.get(portPaths.planSelectPlaylist.pattern, { schema: { params, response: dataReply(playlistSchema) } }, async (request) => ({
    data: found(await playlistWithFunds(db, request.params.id)),
  }));
  api.get(portPaths.planSelectSla.pattern, { schema: { params, response: dataReply(slaSchema) } }, async (request) => ({
    data: found(SLAS.find((s) => s.sla_type === request.params.id)),
  }));
  // The plan being edited in plan-create: the signed-in customer's own plan only.
  api.get(
    portPaths.planCreatePlan.pattern,
    { config: { needsSession: true }, schema: { params, response: dataReply(planForEditSchema) } },
    async (request) => ({
      data: toPlanForEdit(await planById(db, requireCustomer(request), request.params.id)),
    }),
  );
  const projection = { params: riskLevelParamsSchema, querystring: projectionQuerySchema };
  api.get(
    portPaths.wealthPath.pattern,
    { schema: { ...projection, response: dataReply(wealthPathSchema) } },
    async (request) => ({
      data: await wealthPath({ riskLevel: request.params.riskLevel, ...request.query }),
    }),
  );
  api.get(
    portPaths.dividend.pattern,
    { schema: { ...projection, response: dataReply(dividendProjectionSchema) } },
    async (request) => ({
      data: await dividendProjection({ riskLevel: request.params.riskLevel, ...request.query }),
    }),
  );
}
