import { z } from 'zod';
import { idSchema, sourceSchema } from './common';
import { isTwoDecimalWeight, totalWeight } from '../domain/plan-fund-list';

/**
 * PATCH /api/port/private/api/v1/asset/list (spec §7, body not shown; ours): replaces a
 * plan's own fund list. Weights are percentages with at most two decimals that sum to exactly
 * 100; which funds a plan may hold is `shared/domain/plan-fund-list.ts` (the server checks it).
 */
/** The most funds one plan's list holds (the contract's limit, stated by the fund cart). */
export const MAX_PLAN_FUNDS = 20;

export const assetListItemSchema = z.object({
  fund_code: z.string().trim().min(1).max(30),
  weight: z
    .number()
    .positive('สัดส่วนของแต่ละกองทุนต้องมากกว่า 0%')
    .max(100)
    .refine(isTwoDecimalWeight, 'สัดส่วนระบุทศนิยมได้ไม่เกิน 2 ตำแหน่ง'),
});
export const assetListBodySchema = z.object({
  plan_id: idSchema,
  source: sourceSchema,
  assets: z
    .array(assetListItemSchema)
    .min(1, 'กรุณาเลือกอย่างน้อย 1 กองทุน')
    .max(MAX_PLAN_FUNDS, `เลือกได้ไม่เกิน ${MAX_PLAN_FUNDS} กองทุน`)
    .refine((list) => new Set(list.map((a) => a.fund_code)).size === list.length, 'มีกองทุนซ้ำกัน')
    .refine((list) => totalWeight(list.map((a) => a.weight)) === 100, 'สัดส่วนรวมต้องเท่ากับ 100%'),
});
export type AssetListBody = z.infer<typeof assetListBodySchema>;
export const assetListResultSchema = z.object({ plan_id: idSchema, assets: z.array(assetListItemSchema) });
export type AssetListResult = z.infer<typeof assetListResultSchema>;
