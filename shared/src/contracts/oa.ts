import { z } from 'zod';

/** POST /api/oa/private/mail/form-request (spec §7): a body holding an email field. */
export const mailFormRequestBodySchema = z.object({
  email: z.email('รูปแบบอีเมลไม่ถูกต้อง').max(254),
});
export type MailFormRequestBody = z.infer<typeof mailFormRequestBodySchema>;
export const mailFormRequestResultSchema = z.object({ sent: z.boolean() });

/** What the client returns from the call (spec §8: false with status 500 default and message). */
export type MailFormRequestOutcome = { ok: true } | { ok: false; status: number; message: string };
