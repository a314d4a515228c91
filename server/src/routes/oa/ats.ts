import type { FastifyInstance } from 'fastify';
import { atsRegistrationSchema, atsRequestBodySchema } from '@port/shared/contracts/ats';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { customerRecordParamsSchema } from '@port/shared/contracts/customer-record';
import type { Db } from '../../db/client';
import { auditContextOf } from '../../http/audit-context';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { readAts, requestAts } from '../../services/ats/public';

/**
 * The automatic debit (ATS) of a customer with an account (issue 22 item 1; ours, beside spec §7):
 * GET private/v1/customers/{customerId}/ats and PUT the same path with the bank step's body.
 * Another customer's id is 404; the PUT is rate-limited with the renewals (platform/rate-limit).
 * The body is checked in the service (its Thai messages on the field the form shows them on).
 */
export function atsRoutes(app: FastifyInstance, db: Db): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    otherPaths.atsRegistration.pattern,
    { schema: { params: customerRecordParamsSchema, response: dataReply(atsRegistrationSchema) } },
    async (request) => ({ data: await readAts(db, requireCustomer(request), request.params.customerId) }),
  );
  routes.put(
    otherPaths.atsRegistration.pattern,
    { schema: { params: customerRecordParamsSchema, body: atsRequestBodySchema, response: dataReply(atsRegistrationSchema) } },
    async (request) => ({
      data: await requestAts(db, requireCustomer(request), request.params.customerId, request.body, {
        ...auditContextOf(request),
        channel: 'port-web',
      }),
    }),
  );
}
