import { z } from 'zod';
import { PLAN_NAME_MESSAGES, planNameProblem } from '../domain/free-text';
import { SOURCE } from './error-codes';

/**
 * Wire conventions (spec §3, §7):
 * - every success response is `{ data: T }`;
 * - every error response is `{ error_code, error_message }`;
 * - money/amount fields travel as JSON numbers with at most 2 decimals, units with at most 4
 *   decimals. The server keeps exact decimals (numeric columns) in the database and rounds
 *   only when it serialises.
 */
export const envelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
export type Envelope<T> = { data: T };

export const errorBodySchema = z.object({
  error_code: z.string(),
  error_message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export { ERROR_CODES, ERROR_MESSAGES, SOURCE, type ErrorCode } from './error-codes';

/** Upper bound of any single amount a user may type (THB). */
export const MAX_AMOUNT = 100_000_000;

/**
 * Decimal places of a number read as its decimal string (the shortest that parses back to it:
 * 2000.1000000001 → 10, 1e-7 → 7). Exact: no tolerance lets 2000.1000000001 pass as 2000.10.
 */
export const decimalPlaces = (value: number): number => {
  if (!Number.isFinite(value)) return Number.POSITIVE_INFINITY;
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  return Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent));
};

export const hasAtMostDecimals = (value: number, decimals: number): boolean => decimalPlaces(value) <= decimals;

/** Response-side numbers. */
export const moneySchema = z.number().finite();
export const unitsSchema = z.number().finite();
export const percentSchema = z.number().finite();
export const riskLevelSchema = z.number().int().min(1).max(8);
/** 'YYYY-MM-DD' (a Bangkok calendar day). */
export const isoDateSchema = z.iso.date();
/** ISO-8601 instant, e.g. '2026-11-22T07:05:00.000Z'. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Request-side amounts: positive, ≤ MAX_AMOUNT, at most 2 decimals. */
export const amountInputSchema = z
  .number()
  .positive('จำนวนเงินต้องมากกว่า 0')
  .max(MAX_AMOUNT, 'จำนวนเงินต้องไม่เกิน 100,000,000 บาท')
  .refine((v) => hasAtMostDecimals(v, 2), 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง');

/** Like amountInputSchema but 0 is allowed (e.g. a plan without monthly contribution). */
export const amountOrZeroInputSchema = z
  .number()
  .min(0, 'จำนวนเงินต้องไม่ติดลบ')
  .max(MAX_AMOUNT, 'จำนวนเงินต้องไม่เกิน 100,000,000 บาท')
  .refine((v) => hasAtMostDecimals(v, 2), 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง');

/** Ids we generate are opaque strings (uuid or numeric strings). */
export const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'รหัสไม่ถูกต้อง');

/** A plan slot in a URL path ('1'..'999999') parsed to a positive integer. */
export const planSlotParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,5}$/, 'หมายเลขแผนไม่ถูกต้อง')
  .transform(Number);
export const planSlotSchema = z.number().int().positive().max(999_999);

/** The one plan-name rule of create, edit and rename (shared/src/domain/free-text.ts). */
export const planNameSchema = z
  .string()
  .trim()
  .superRefine((name, ctx) => {
    const problem = planNameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: PLAN_NAME_MESSAGES[problem] });
  });

/** Source tag sent with mutations (spec §7). */
export const sourceSchema = z.literal(SOURCE);

/** Idempotency key for order-creating calls: 8–64 url-safe characters (a uuid fits). */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'idempotency_key ไม่ถูกต้อง');
