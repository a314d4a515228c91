import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idSchema } from '@port/shared/contracts/common';
import { planIdParamSchema } from '@port/shared/contracts/plan';
import { projectionQuerySchema, riskLevelParamSchema } from '@port/shared/contracts/wealth-path';
import type { RouteDeps } from '../route-deps';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';
import { requireCustomer } from '../../http/require-customer';
import { validate } from '../../http/validate';
import { fundsToContract } from '../../services/fund-view';
import { fundsByCode } from '../../services/navs';
import { dividendProjection, wealthPath } from '../../services/projection';
import { planById } from '../../services/plans';
import { PLAN_TYPE_CARDS, PLAYLISTS, SLAS } from './plan-select-catalog';
import { toPlanOnly } from './plan-crud';

const HYBRID = '/hybrid/v1';
const idParams = z.object({ id: idSchema });
const notFound = () => new HttpError(404, 'NOT_FOUND', messages.notFound);

/** Hybrid calls (spec §7): public catalogue for plan-select, projections for plan-create. */
export function registerHybrid(app: FastifyInstance, { db }: RouteDeps): void {
  app.get(`${HYBRID}/plan-select/overview`, async () => ({
    data: { title: 'เลือกแผนการลงทุนที่ใช่สำหรับคุณ', plan_types: PLAN_TYPE_CARDS.slice(0, 3), playlists: PLAYLISTS.map(({ playlist_type, title }) => ({ playlist_type, title })), slas: SLAS.map(({ sla_type, name_th }) => ({ sla_type, name_th })) },
  }));
  app.get(`${HYBRID}/plan-select/plan-list`, async () => ({ data: PLAN_TYPE_CARDS }));
  app.get(`${HYBRID}/plan-select/info/:id`, async (request) => {
    const { id } = validate(idParams, request.params);
    const card = PLAN_TYPE_CARDS.find((c) => c.plan_type === id);
    if (!card) throw notFound();
    return { data: card };
  });
  app.get(`${HYBRID}/plan-select/playlist/:id`, async (request) => {
    const { id } = validate(idParams, request.params);
    const playlist = PLAYLISTS.find((p) => p.playlist_type === id);
    if (!playlist) throw notFound();
    const funds = await fundsToContract(db, [...(await fundsByCode(db, playlist.fund_shortcodes)).values()]);
    return { data: { ...playlist, funds } };
  });
  app.get(`${HYBRID}/plan-select/sla/:id`, async (request) => {
    const { id } = validate(idParams, request.params);
    const sla = SLAS.find((s) => s.sla_type === id);
    if (!sla) throw notFound();
    return { data: sla };
  });
  // The plan being edited in plan-create: the signed-in customer's own plan only.
  app.get(`${HYBRID}/plan-create/plan/:id`, async (request) => {
    const customerId = requireCustomer(request);
    const { id } = validate(z.object({ id: planIdParamSchema }), request.params);
    return { data: toPlanOnly(await planById(db, customerId, id)) };
  });
  app.get(`${HYBRID}/plan-create/wealth-path/:riskLevel`, async (request) => {
    const { riskLevel } = validate(z.object({ riskLevel: riskLevelParamSchema }), request.params);
    const query = validate(projectionQuerySchema, request.query);
    return { data: wealthPath({ riskLevel, ...query }) };
  });
  app.get(`${HYBRID}/plan-create/dividend/:riskLevel`, async (request) => {
    const { riskLevel } = validate(z.object({ riskLevel: riskLevelParamSchema }), request.params);
    const query = validate(projectionQuerySchema, request.query);
    return { data: dividendProjection({ riskLevel, ...query }) };
  });
}
