import type { FastifyInstance } from 'fastify';
import {
  customerRecordParamsSchema,
  customerRecordSchema,
  idCardRenewalWireSchema,
  kycReviewBodySchema,
  suitabilityRenewalBodySchema,
} from '@port/shared/contracts/customer-record';
import type { Db } from '../../db/client';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { auditContextOf } from '../../http/audit-context';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { readCustomerRecord, renewSuitability, reviewKyc, updateIdCard } from '../../services/customer/public';

/** The channel every renewal from this app records (spec §7 source tag). */
const CHANNEL = 'port-web';

/**
 * The customer's own record and its renewals (issue 18; ours, beside spec §7): GET
 * private/v1/customers/{customerId}/record, PUT …/suitability, PUT …/kyc, PUT …/id-card. Rate-limited in platform/rate-limit.
 */
export function customerRecordRoutes(app: FastifyInstance, db: Db): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    otherPaths.customerRecord.pattern,
    { schema: { params: customerRecordParamsSchema, response: dataReply(customerRecordSchema) } },
    async (request) => ({ data: await readCustomerRecord(db, requireCustomer(request), request.params.customerId) }),
  );
  routes.put(
    otherPaths.renewSuitability.pattern,
    {
      schema: {
        params: customerRecordParamsSchema,
        body: suitabilityRenewalBodySchema,
        response: dataReply(customerRecordSchema),
      },
    },
    async (request) => ({
      data: await renewSuitability(db, requireCustomer(request), request.params.customerId, request.body, {
        ...auditContextOf(request),
        channel: CHANNEL,
      }),
    }),
  );
  routes.put(
    otherPaths.updateIdCard.pattern,
    {
      schema: { params: customerRecordParamsSchema, body: idCardRenewalWireSchema, response: dataReply(customerRecordSchema) },
    },
    async (request) => ({
      data: await updateIdCard(db, requireCustomer(request), request.params.customerId, request.body, {
        ...auditContextOf(request),
        channel: CHANNEL,
      }),
    }),
  );
  routes.put(
    otherPaths.reviewKyc.pattern,
    { schema: { params: customerRecordParamsSchema, body: kycReviewBodySchema, response: dataReply(customerRecordSchema) } },
    async (request) => ({
      data: await reviewKyc(db, requireCustomer(request), request.params.customerId, request.body, {
        ...auditContextOf(request),
        channel: CHANNEL,
      }),
    }),
  );
}
