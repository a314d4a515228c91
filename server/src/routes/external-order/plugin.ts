import type { FastifyPluginAsync } from 'fastify';
import { taxFundPurchasesSchema, taxSavingFundSchema } from '@port/shared/contracts/tax-saving';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { taxFundPurchases } from '../../services/tax-fund-purchases';
import { taxSavingTotals } from '../../services/tax-saving';

/**
 * GET /proxy/external-order/private/api/v1/tax-saving-fund: yearly tax-saving costs, newest first;
 * …/tax-saving-fund/purchases: the tax-fund purchases still held, with trade dates (ours, issue 10).
 */
const externalOrderRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/private/api/v1/tax-saving-fund', { schema: { response: dataReply(taxSavingFundSchema) } }, async (request) => ({
      data: await taxSavingTotals(db, requireCustomer(request)),
    }))
    .get(
      '/private/api/v1/tax-saving-fund/purchases',
      { schema: { response: dataReply(taxFundPurchasesSchema) } },
      async (request) => ({
        data: await taxFundPurchases(db, requireCustomer(request)),
      }),
    );
};

export default externalOrderRoutes;
