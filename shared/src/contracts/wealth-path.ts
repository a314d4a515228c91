import { z } from 'zod';
import { amountOrZeroInputSchema, isoDateSchema, moneySchema, riskLevelSchema } from './common';

/**
 * Query of hybrid/v1/plan-create/wealth-path/{riskLevel} and dividend/{riskLevel}.
 * Names not shown in the spec; ours: initial, contribution (THB per month), timeframe (years).
 */
export const projectionQuerySchema = z.object({
  initial: z.coerce.number().pipe(amountOrZeroInputSchema),
  contribution: z.coerce.number().pipe(amountOrZeroInputSchema),
  timeframe: z.coerce.number().int().min(1).max(60),
});
export type ProjectionQuery = z.infer<typeof projectionQuerySchema>;

export const riskLevelParamSchema = z.string().regex(/^[1-8]$/).transform(Number).pipe(riskLevelSchema);

const pointSchema = z.object({ amount: moneySchema, date: isoDateSchema });

/** Wealth path (spec §3). Each plot is a year-end with low / expected / high outcomes. */
export const wealthPathSchema = z.object({
  graph_upper_bound: moneySchema,
  current: pointSchema,
  target: pointSchema,
  plots: z.array(z.object({ date: isoDateSchema, lower: moneySchema, expected: moneySchema, upper: moneySchema })),
});
export type WealthPath = z.infer<typeof wealthPathSchema>;

/** Dividend projection (shape not shown; ours): expected dividend per year. */
export const dividendProjectionSchema = z.object({
  total: moneySchema,
  plots: z.array(z.object({ year: z.number().int(), amount: moneySchema })),
});
export type DividendProjection = z.infer<typeof dividendProjectionSchema>;
