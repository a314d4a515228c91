import type { FastifyPluginAsync } from 'fastify';
import { mailFormRequestBodySchema, mailFormRequestResultSchema } from '@port/shared/contracts/oa';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { recordMailFormRequest } from '../../services/oa-mail';

/** POST /api/oa/private/mail/form-request {email}: records the request to mail the account-opening form. */
const oaRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/private/mail/form-request', { schema: { body: mailFormRequestBodySchema, response: dataReply(mailFormRequestResultSchema) } }, async (request) => {
      await recordMailFormRequest(db, requireCustomer(request), request.body.email);
      return { data: { sent: true } };
    });
};

export default oaRoutes;
