import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { planSlotParamSchema } from '@port/shared/contracts/common';
import { accountTypeParamSchema } from '@port/shared/contracts/plan';
import type { Db } from '../db/client';
import { requireCustomer } from '../http/require-customer';
import { validate } from '../http/validate';
import { planBySlot, type PlanRow } from '../services/plans';

const planParamsSchema = z.object({ accountType: accountTypeParamSchema, planSlot: planSlotParamSchema });

/** `/{accountType}/{planSlot}` of the signed-in customer, or 404 'ไม่พบข้อมูลแผน'. */
export async function planFromParams(db: Db, request: FastifyRequest): Promise<{ customerId: string; plan: PlanRow }> {
  const customerId = requireCustomer(request);
  const { accountType, planSlot } = validate(planParamsSchema, request.params);
  return { customerId, plan: await planBySlot(db, customerId, accountType, planSlot) };
}
