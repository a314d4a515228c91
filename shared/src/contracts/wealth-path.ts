import { z } from 'zod';
import { amountInputSchema, amountOrZeroInputSchema, isoDateSchema, moneySchema, percentSchema, riskLevelSchema } from './common';

/**
 * Query of hybrid/v1/plan-create/wealth-path/{riskLevel} and dividend/{riskLevel}.
 * Names not shown in the spec; ours: initial, contribution (THB per month), timeframe (years).
 */
export const projectionQuerySchema = z.object({
  initial: z.coerce.number().pipe(amountOrZeroInputSchema),
  contribution: z.coerce.number().pipe(amountOrZeroInputSchema),
  timeframe: z.coerce.number().int().min(1).max(60),
  /** Optional goal money (THB): with it the answer carries the goal outlook. */
  target: z.coerce.number().pipe(amountInputSchema).optional(),
});
export type ProjectionQuery = z.infer<typeof projectionQuerySchema>;

export const riskLevelParamSchema = z
  .string()
  .regex(/^[1-8]$/)
  .transform(Number)
  .pipe(riskLevelSchema);

const pointSchema = z.object({ amount: moneySchema, date: isoDateSchema });

/** The confidence the fixes of an off-track plan aim for (%). */
export const GOAL_CONFIDENCE = 80;

/**
 * How likely the plan reaches its goal money at the timeframe (ours; issue 9). Percent 0–100.
 * required_contribution: the monthly amount that reaches the goal with 50 % and 80 % confidence.
 * fixes (when probability < GOAL_CONFIDENCE): each alone brings the plan to that confidence —
 * the monthly amount, the timeframe in years (null: not within 60 years), or a lump sum added now.
 */
export const goalOutlookSchema = z.object({
  amount: moneySchema,
  probability: percentSchema,
  required_contribution: z.object({ p50: moneySchema, p80: moneySchema }),
  on_track: z.boolean(),
  fixes: z
    .object({ contribution: moneySchema, timeframe: z.number().int().min(1).max(60).nullable(), lump_sum: moneySchema })
    .nullable(),
});
export type GoalOutlook = z.infer<typeof goalOutlookSchema>;

/**
 * Wealth path (spec §3). Each plot is a year-end with low / expected / high outcomes: the 10th,
 * 50th and 90th percentiles of a seeded Monte Carlo. goal: null unless the query has a target.
 */
export const wealthPathSchema = z.object({
  graph_upper_bound: moneySchema,
  current: pointSchema,
  target: pointSchema,
  plots: z.array(z.object({ date: isoDateSchema, lower: moneySchema, expected: moneySchema, upper: moneySchema })),
  goal: goalOutlookSchema.nullable().default(null),
});
export type WealthPath = z.infer<typeof wealthPathSchema>;

/** Dividend projection (shape not shown; ours): expected dividend per year. */
export const dividendProjectionSchema = z.object({
  total: moneySchema,
  plots: z.array(z.object({ year: z.number().int(), amount: moneySchema })),
});
export type DividendProjection = z.infer<typeof dividendProjectionSchema>;
