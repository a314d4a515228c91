import type { FastifyInstance } from 'fastify';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { assetsAnalyzerSchema } from '@port/shared/contracts/assets-analyzer';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { assetsAnalyzerOf } from '../../services/portfolio/public';

/** GET v1/cust-port/assets-analyzer: mutual funds (yellow) and other assets (grey), spec §3. */
export function registerAssetsAnalyzer(app: FastifyInstance, { db }: RouteDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(portAggregationPaths.assetsAnalyzer, { schema: { response: dataReply(assetsAnalyzerSchema) } }, async (request) => ({
      data: await assetsAnalyzerOf(db, requireCustomer(request)),
    }));
}
