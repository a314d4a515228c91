import type { FastifyInstance } from 'fastify';
import {
  aaToggleBodySchema,
  automaticAllocationSchema,
  featureAcknowledgementBodySchema,
  featureAcknowledgementResultSchema,
} from '@port/shared/contracts/automatic-allocation';
import { portPaths } from '@port/shared/contracts/api-paths';
import { planSlotParamsSchema as params } from '@port/shared/contracts/route-params';
import type { RouteDeps } from '../route-deps';
import { auditContextOf } from '../../http/audit-context';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { aaOf, acknowledge, toggleAa } from '../../services/plans/public';
import { flagReader } from '../feature-flags/flag-on';
import { planFromParams } from '../plan-params';
import { startAaJobWorker } from './aa-job-worker';

/** Automatic allocation of a plan: read, toggle (persisted), and the AA welcome acknowledgement. */
export function registerAutomaticAllocation(app: FastifyInstance, { db, config }: RouteDeps): void {
  startAaJobWorker(app, { db, config });
  const flagOn = flagReader(config.FLAG_FILE);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const response = dataReply(automaticAllocationSchema);
  api.get(portPaths.automaticAllocation.pattern, { schema: { params, response } }, async (request) => ({
    data: await aaOf(db, (await planFromParams(db, request)).plan),
  }));
  api.patch(
    portPaths.automaticAllocationToggle.pattern,
    { schema: { params, body: aaToggleBodySchema, response } },
    async (request) => {
      // The 'automatic-allocation' flag off: nothing new is switched on (turning off stays possible).
      if (request.body.enable && !flagOn('automatic-allocation')) throw new HttpError(403, 'FEATURE_OFF', messages.featureOff);
      return {
        data: await toggleAa(db, (await planFromParams(db, request)).plan, request.body.enable, {
          accepted: request.body.accept_disclaimer === true,
          audit: auditContextOf(request),
        }),
      };
    },
  );
  api.patch(
    portPaths.featureAcknowledgement.pattern,
    { schema: { params, body: featureAcknowledgementBodySchema, response: dataReply(featureAcknowledgementResultSchema) } },
    async (request) => {
      const { customerId, plan } = await planFromParams(db, request);
      await acknowledge(db, customerId, plan.id, request.body.feature);
      return { data: { [request.body.feature]: false as const } };
    },
  );
}
