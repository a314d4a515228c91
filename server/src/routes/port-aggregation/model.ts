import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { idSchema } from '@port/shared/contracts/common';
import type { RouteDeps } from '../route-deps';
import { accounts } from '../../db/schema/accounts';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';
import { requireCustomer } from '../../http/require-customer';
import { validate } from '../../http/validate';
import { modelPortOf } from '../../services/model-port';
import { customerPlans } from '../../services/plans';
import { planFromParams } from '../plan-params';
import { z } from 'zod';

const noModel = () => new HttpError(404, 'NOT_FOUND', 'แผนนี้ไม่มีพอร์ตต้นแบบ');

/** Model port of a plan (v2/.../model) and of an agent account (v1/cust-port/plan/agent-acct-id/{id}/model). */
export function registerModel(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/private/v2/cust-port/plan/:accountType/:planSlot/model', async (request) => {
    const { plan } = await planFromParams(db, request);
    const model = await modelPortOf(db, plan);
    if (!model) throw noModel();
    return { data: model };
  });
  app.get('/private/v1/cust-port/plan/agent-acct-id/:id/model', async (request) => {
    const customerId = requireCustomer(request);
    const { id } = validate(z.object({ id: idSchema }), request.params);
    const [account] = await db.select().from(accounts).where(and(eq(accounts.agentAccountId, id), eq(accounts.customerId, customerId)));
    if (!account) throw new HttpError(404, 'NOT_FOUND', messages.notFound);
    const plan = (await customerPlans(db, customerId)).find((p) => p.accountId === account.id && p.modelCode);
    const model = plan ? await modelPortOf(db, plan) : null;
    if (!model) throw noModel();
    return { data: model };
  });
}
