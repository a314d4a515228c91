import { z } from 'zod';
import { idSchema, sourceSchema } from './common';

/**
 * PATCH /api/port/private/api/v1/asset/list (spec §7, body not shown; ours): replaces a
 * plan's own fund list. Weights are percentages that must sum to 100.
 */
export const assetListItemSchema = z.object({
  fund_code: z.string().trim().min(1).max(30),
  weight: z.number().positive().max(100),
});
export const assetListBodySchema = z.object({
  plan_id: idSchema,
  source: sourceSchema,
  assets: z
    .array(assetListItemSchema)
    .min(1)
    .max(20)
    .refine((list) => new Set(list.map((a) => a.fund_code)).size === list.length, 'มีกองทุนซ้ำกัน')
    .refine((list) => Math.abs(list.reduce((sum, a) => sum + a.weight, 0) - 100) < 0.001, 'สัดส่วนรวมต้องเท่ากับ 100%'),
});
export type AssetListBody = z.infer<typeof assetListBodySchema>;
export const assetListResultSchema = z.object({ plan_id: idSchema, assets: z.array(assetListItemSchema) });
export type AssetListResult = z.infer<typeof assetListResultSchema>;
