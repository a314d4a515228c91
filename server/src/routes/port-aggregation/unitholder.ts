import type { FastifyInstance } from 'fastify';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { idParamsSchema } from '@port/shared/contracts/route-params';
import { unitholderViewSchema } from '@port/shared/contracts/unitholder';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { unitholderView } from '../../services/portfolio/public';

/** GET v1/cust-port/unitholder/agent-account-id/{id}: holdings of one agent account, per fund. */
export function registerUnitholder(app: FastifyInstance, { db }: RouteDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      portAggregationPaths.unitholder.pattern,
      { schema: { params: idParamsSchema, response: dataReply(unitholderViewSchema) } },
      async (request) => ({
        data: await unitholderView(db, requireCustomer(request), request.params.id),
      }),
    );
}
