import type { FastifyInstance } from 'fastify';
import { aaToggleBodySchema, featureAcknowledgementBodySchema } from '@port/shared/contracts/automatic-allocation';
import type { RouteDeps } from '../route-deps';
import { validate } from '../../http/validate';
import { acknowledge, aaOf, toggleAa } from '../../services/automatic-allocation';
import { planFromParams } from '../plan-params';

const BASE = '/private/api/v1/customer-port/plan/:accountType/:planSlot';

/** Automatic allocation of a plan: read, toggle (persisted), and the AA welcome acknowledgement. */
export function registerAutomaticAllocation(app: FastifyInstance, { db }: RouteDeps): void {
  app.get(`${BASE}/automatic-allocation`, async (request) => {
    const { plan } = await planFromParams(db, request);
    return { data: await aaOf(db, plan) };
  });
  app.patch(`${BASE}/automatic-allocation/toggle`, async (request) => {
    const { plan } = await planFromParams(db, request);
    const body = validate(aaToggleBodySchema, request.body);
    return { data: await toggleAa(db, plan, body.enable) };
  });
  app.patch(`${BASE}/feature-acknowledgement`, async (request) => {
    const { customerId, plan } = await planFromParams(db, request);
    const body = validate(featureAcknowledgementBodySchema, request.body);
    await acknowledge(db, customerId, plan.id, body.feature);
    return { data: { [body.feature]: false } };
  });
}
