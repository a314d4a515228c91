import type { z } from 'zod';
import { HttpError } from './errors';
import { messages } from './messages';

const THAI = /[\u0E00-\u0E7F]/;

/** A failed parse of outside input as 400 VALIDATION in Thai: the first issue's Thai text, or its field. */
export function validationError(error: z.ZodError): HttpError {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  const detail = issue && THAI.test(issue.message) ? issue.message : field ? `ช่อง ${field}` : '';
  return new HttpError(400, 'VALIDATION', detail ? `${messages.validation}: ${detail}` : messages.validation);
}

/** Parses external input with a shared contract schema; failures become 400 VALIDATION in Thai. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(result.error);
}
