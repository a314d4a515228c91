import type { ScopedMutator } from 'swr';
import { ERROR_MESSAGES } from '@port/shared/contracts/common';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { mailFormRequestResultSchema, type MailFormRequestOutcome } from '@port/shared/contracts/oa';
import { sendData } from '@port/shared/http/data';
import { errorMessage, httpStatusOf } from '@port/shared/http/http-error-info';
import { runMutation } from '@port/shared/http/mutation';
import { mailFormMessages as t } from '../messages';

/**
 * POST /api/oa/private/mail/form-request {email} (spec §7). Success shows the success toast on the
 * bus; a failure resolves to false with the status (500 by default) and the message (spec §8).
 */
export async function requestMailForm(mutate: ScopedMutator, email: string): Promise<MailFormRequestOutcome> {
  try {
    await runMutation(mutate, {
      send: () => sendData('POST', otherPaths.mailFormRequest, { email }, mailFormRequestResultSchema),
      revalidate: () => [],
      announce: () => ({ name: 'ui/success-toast', payload: { title: t.successTitle, description: t.successDescription } }),
    });
    return { ok: true };
  } catch (error) {
    return { ok: false, status: httpStatusOf(error) ?? 500, message: errorMessage(error) };
  }
}

/** The line shown under the form: the server's message, or 'เกิดข้อผิดพลาด' with the status. */
export const failureText = (outcome: Extract<MailFormRequestOutcome, { ok: false }>): string =>
  outcome.message === ERROR_MESSAGES.DEFAULT ? t.failedWithStatus(outcome.message, outcome.status) : outcome.message;
