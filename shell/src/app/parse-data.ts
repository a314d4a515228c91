import { ERROR_CODES, ERROR_MESSAGES } from '@port/shared/contracts/error-codes';
import type { Schema } from '@port/shared/http/data';
import { HttpError } from '@port/shared/http/http-error';

/**
 * What the shared client does with a `schema` option (a mismatch rejects with HttpError
 * BAD_RESPONSE, 502), for a schema whose module loads while the call is under way: zod is not in
 * the shell's first load (issue 19 item 2).
 */
export function parseData<T>(schema: Schema<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new HttpError({
    status: 502,
    code: ERROR_CODES.BAD_RESPONSE,
    message: ERROR_MESSAGES.BAD_RESPONSE,
    details: parsed.error.issues,
  });
}
