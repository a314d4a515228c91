import type { FastifyPluginAsync } from 'fastify';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { contactRequestBodySchema, contactRequestSchema, contactRequestsSchema } from '@port/shared/contracts/contact-request';
import { serviceLevelResponseSchema } from '@port/shared/contracts/service-level';
import type { RouteDeps } from '../route-deps';
import { auditContextOf } from '../../http/audit-context';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { contactRequestsOf, createContactRequest } from '../../services/contact/public';
import { serviceLevelOf } from '../../services/customer/public';

/**
 * /api/lead: GET private/v1/customer/service-level, null when the customer has none (spec §3, §8);
 * ours (issue 22): GET private/v1/contact-requests (the distributor's phone and hours from the
 * deployment settings, the customer's open call-back requests) and POST to record one (rate-limited).
 */
const leadRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const contact = { phone: config.CONTACT_PHONE, hours: config.CONTACT_HOURS, company_name: config.CONTACT_COMPANY_NAME };
  routes.get(otherPaths.serviceLevel, { schema: { response: dataReply(serviceLevelResponseSchema) } }, async (request) => ({
    data: await serviceLevelOf(db, requireCustomer(request)),
  }));
  routes.get(otherPaths.contactRequests, { schema: { response: dataReply(contactRequestsSchema) } }, async (request) => ({
    data: await contactRequestsOf(db, requireCustomer(request), contact),
  }));
  routes.post(
    otherPaths.contactRequests,
    { schema: { body: contactRequestBodySchema, response: dataReply(contactRequestSchema) } },
    async (request) => ({
      data: await createContactRequest(db, requireCustomer(request), request.body, {
        ...auditContextOf(request),
        channel: request.body.source ?? 'port-web',
      }),
    }),
  );
};

export default leadRoutes;
