import type { FastifyInstance } from 'fastify';
import { assetsAnalyzerSchema } from '@port/shared/contracts/assets-analyzer';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { assetsAnalyzerOf } from '../../services/portfolio-summary';

/** GET v1/cust-port/assets-analyzer: mutual funds (yellow) and other assets (grey), spec §3. */
export function registerAssetsAnalyzer(app: FastifyInstance, { db }: RouteDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/private/v1/cust-port/assets-analyzer', { schema: { response: dataReply(assetsAnalyzerSchema) } }, async (request) => ({
      data: await assetsAnalyzerOf(db, requireCustomer(request)),
    }));
}
