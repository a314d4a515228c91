import { z } from 'zod';
import { idSchema, planSlotParamSchema } from './common';
import { accountTypeSchema, batchTypeSchema } from './enums';
import { riskLevelParamSchema } from './wealth-path';

/** Path parameters of the §7 calls, as the server parses them (names match the route patterns). */
export const accountTypeParamsSchema = z.object({ accountType: accountTypeSchema });
/** `/{accountType}/{planSlot}`: a plan by its slot in an account. */
export const planSlotParamsSchema = z.object({ accountType: accountTypeSchema, planSlot: planSlotParamSchema });
export const planIdParamsSchema = z.object({ planId: idSchema });
/** `{id}`: a plan id, agent account id or catalogue id, depending on the call. */
export const idParamsSchema = z.object({ id: idSchema });
export const batchTypeParamsSchema = z.object({ batchType: batchTypeSchema });
export const batchOrderParamsSchema = z.object({ batchType: batchTypeSchema, planId: idSchema });
export const comboIdParamsSchema = z.object({ comboId: idSchema });
export const riskLevelParamsSchema = z.object({ riskLevel: riskLevelParamSchema });
