import type { FastifyInstance } from 'fastify';
import { portPaths } from '@port/shared/contracts/api-paths';
import { amcInfoListSchema, fundRecommendationQuerySchema, fundRecommendationSchema } from '@port/shared/contracts/fund';
import type { RouteDeps } from '../route-deps';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { amcList, fundRecommendation } from '../../services/funds/public';

/** Public fund data (spec §6): fund recommendation by tax type (default rmf) and the AMC list. */
export function registerPublicFunds(app: FastifyInstance, { db }: RouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    portPaths.fundRecommendation,
    { schema: { querystring: fundRecommendationQuerySchema, response: dataReply(fundRecommendationSchema) } },
    async (request) => ({ data: await fundRecommendation(db, request.query.fund_tax_type) }),
  );
  api.get(portPaths.amcInfo, { schema: { response: dataReply(amcInfoListSchema) } }, async () => ({
    data: await amcList(db),
  }));
}
