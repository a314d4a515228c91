import type { FastifyPluginAsync } from 'fastify';
import { mailFormRequestBodySchema } from '@port/shared/contracts/oa';
import type { RouteDeps } from '../route-deps';
import { oaMailRequests } from '../../db/schema/content';
import { requireCustomer } from '../../http/require-customer';
import { validate } from '../../http/validate';

/** POST /api/oa/private/mail/form-request {email}: records the request to mail the account-opening form. */
const oaRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.post('/private/mail/form-request', async (request) => {
    const customerId = requireCustomer(request);
    const { email } = validate(mailFormRequestBodySchema, request.body);
    await db.insert(oaMailRequests).values({ customerId, email });
    return { data: { sent: true } };
  });
};

export default oaRoutes;
