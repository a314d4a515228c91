import type { FastifyPluginAsync } from 'fastify';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { taxFundPurchasesSchema, taxSavingFundSchema } from '@port/shared/contracts/tax-saving';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { taxFundPurchases, taxSavingTotals } from '../../services/tax/public';

/**
 * GET /proxy/external-order/private/api/v1/tax-saving-fund: yearly tax-saving costs, newest first;
 * …/tax-saving-fund/purchases: the tax-fund purchases still held, with trade dates (ours, issue 10).
 */
const externalOrderRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(otherPaths.taxSavingFund, { schema: { response: dataReply(taxSavingFundSchema) } }, async (request) => ({
      data: await taxSavingTotals(db, requireCustomer(request)),
    }))
    .get(otherPaths.taxSavingFundPurchases, { schema: { response: dataReply(taxFundPurchasesSchema) } }, async (request) => ({
      data: await taxFundPurchases(db, requireCustomer(request)),
    }));
};

export default externalOrderRoutes;
