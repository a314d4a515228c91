import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { SOURCE } from '@port/shared/contracts/common';
import {
  contactRequestBodySchema,
  contactRequestSchema,
  type ContactRequest,
  type ContactTime,
} from '@port/shared/contracts/contact-request';
import { sendData } from '@port/shared/http/data';
import { runMutation } from '@port/shared/http/mutation';
import { contactRequestsKey } from './get-contact-requests';

export interface ContactRequestInput {
  planId: string;
  phone: string;
  preferredTime: ContactTime;
  message: string;
  /** One key per attempt: a retried send records the request once. */
  idempotencyKey: string;
}

/** POST lead private/v1/contact-requests (ours, issue 22), then the open requests are read again. */
export function useCreateContactRequest() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (input: ContactRequestInput): Promise<ContactRequest> => {
      const body = contactRequestBodySchema.parse({
        topic: 'PRA_ERROR',
        plan_id: input.planId,
        phone: input.phone,
        preferred_time: input.preferredTime,
        message: input.message,
        idempotency_key: input.idempotencyKey,
        source: SOURCE,
      });
      return runMutation(mutate, {
        send: () => sendData('POST', otherPaths.contactRequests, body, contactRequestSchema),
        revalidate: () => [contactRequestsKey],
      });
    },
    [mutate],
  );
}
