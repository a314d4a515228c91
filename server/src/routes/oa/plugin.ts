import type { FastifyPluginAsync } from 'fastify';
import {
  mailFormRequestBodySchema,
  mailFormRequestResultSchema,
  oaApplicationQuerySchema,
  oaApplicationSchema,
  oaStepBodySchema,
  oaStepParamsSchema,
  oaSubmitBodySchema,
} from '@port/shared/contracts/oa';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { oaAccountKindSchema } from '@port/shared/contracts/oa';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import {
  readApplication,
  recordMailFormRequest,
  saveStep,
  startApprovalWorker,
  submitApplication,
} from '../../services/open-account/public';
import { customerRecordRoutes } from './customer-record';
import { atsRoutes } from './ats';
import { confirmAts, submittedAtsCustomerIds } from '../../services/ats/public';

/**
 * /api/oa (spec §7 mail form; issue 11 application calls, ours):
 * POST private/mail/form-request {email}; GET private/v1/application?account=;
 * PUT private/v1/application/steps/{step}?account= (body: the step); POST private/v1/application/submit.
 * Bodies are personal data: never logged (the logger prints method and URL only).
 */
const oaRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The demo's embedded back office (OA_AUTO_APPROVE_AFTER_S; off unless set): approves verified applications.
  const afterS = config.OA_AUTO_APPROVE_AFTER_S;
  if (afterS !== undefined) {
    const workers: { stop: () => void }[] = [];
    app.addHook('onReady', async () => {
      workers.push(
        startApprovalWorker(db, {
          afterMs: afterS * 1000,
          onError: (applicationId, err) => app.log.error({ err, applicationId }, 'open-account approval failed'),
        }),
        // The bank's answer to an ATS request of an existing customer (issue 22), after the same wait.
        startApprovalWorker(db, {
          afterMs: afterS * 1000,
          list: submittedAtsCustomerIds,
          approve: confirmAts,
          onError: (customerId, err) => app.log.error({ err, customerId }, 'ATS confirmation failed'),
        }),
      );
    });
    app.addHook('onClose', async () => workers.forEach((worker) => worker.stop()));
  }
  routes.post(
    otherPaths.mailFormRequest,
    { schema: { body: mailFormRequestBodySchema, response: dataReply(mailFormRequestResultSchema) } },
    async (request) => {
      await recordMailFormRequest(db, requireCustomer(request), request.body.email);
      return { data: { sent: true } };
    },
  );

  routes.get(
    otherPaths.oaApplication,
    { schema: { querystring: oaApplicationQuerySchema, response: dataReply(oaApplicationSchema) } },
    async (request) => ({
      data: await readApplication(db, requireCustomer(request), request.query.account),
    }),
  );

  routes.put(
    otherPaths.oaApplicationStep.pattern,
    {
      schema: {
        params: oaStepParamsSchema,
        querystring: oaApplicationQuerySchema,
        body: oaStepBodySchema,
        response: dataReply(oaApplicationSchema),
      },
    },
    async (request) => ({
      data: await saveStep(db, requireCustomer(request), request.query.account, request.params.step, request.body),
    }),
  );

  routes.post(
    otherPaths.oaApplicationSubmit,
    { schema: { body: oaSubmitBodySchema, response: dataReply(oaApplicationSchema) } },
    async (request) => ({
      data: await submitApplication(db, requireCustomer(request), oaAccountKindSchema.parse(request.body.account)),
    }),
  );
  customerRecordRoutes(app, db);
  atsRoutes(app, db);
};

export default oaRoutes;
