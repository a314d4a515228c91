import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { idSchema, sourceSchema } from '@port/shared/contracts/common';
import type { RouteDeps } from '../route-deps';
import { plans } from '../../db/schema/plans';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';
import { requireCustomer } from '../../http/require-customer';
import { validate } from '../../http/validate';
import { fundsByCode } from '../../services/navs';
import { planById } from '../../services/plans';

// PATCH asset/list: body not shown in spec §7 and no shared contract yet; local schema:
// the plan's own fund list (weights in percent, summing to 100).
const assetListBodySchema = z.object({
  plan_id: idSchema,
  source: sourceSchema,
  assets: z
    .array(z.object({ fund_code: z.string().min(1).max(30), weight: z.number().positive().max(100) }))
    .min(1)
    .max(20)
    .refine((list) => Math.abs(list.reduce((s, a) => s + a.weight, 0) - 100) < 0.001, 'สัดส่วนรวมต้องเท่ากับ 100%'),
});

export function registerAssetList(app: FastifyInstance, { db }: RouteDeps): void {
  app.patch('/private/api/v1/asset/list', async (request) => {
    const customerId = requireCustomer(request);
    const body = validate(assetListBodySchema, request.body);
    const plan = await planById(db, customerId, body.plan_id);
    const known = await fundsByCode(db, body.assets.map((a) => a.fund_code));
    if (body.assets.some((a) => !known.has(a.fund_code))) throw new HttpError(400, 'VALIDATION', `${messages.validation}: ${messages.fundNotFound}`);
    await db.update(plans).set({ model: body.assets, proposalDismissedAt: null }).where(eq(plans.id, plan.id));
    return { data: { plan_id: String(plan.id), assets: body.assets } };
  });
}
