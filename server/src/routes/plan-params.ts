import type { FastifyRequest } from 'fastify';
import type { AccountType } from '@port/shared/contracts/enums';
import type { Db } from '../db/client';
import { requireCustomer } from '../http/require-customer';
import { planBySlot, type PlanRow } from '../services/plans/public';

type PlanSlotRequest = FastifyRequest & { params: { accountType: AccountType; planSlot: number } };

/** `/{accountType}/{planSlot}` (already parsed by planSlotParamsSchema) of the signed-in customer, or 404 'ไม่พบข้อมูลแผน'. */
export async function planFromParams(db: Db, request: PlanSlotRequest): Promise<{ customerId: string; plan: PlanRow }> {
  const customerId = requireCustomer(request);
  const { accountType, planSlot } = request.params;
  return { customerId, plan: await planBySlot(db, customerId, accountType, planSlot) };
}
