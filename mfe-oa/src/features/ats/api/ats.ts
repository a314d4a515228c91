import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { otherPaths, portAggregationPaths } from '@port/shared/contracts/api-paths';
import { atsRegistrationSchema, type AtsRegistration } from '@port/shared/contracts/ats';
import { getData } from '@port/shared/http/data';
import { getHttpClient } from '@port/shared/http/get-http-client';
import { runMutation } from '@port/shared/http/mutation';
import { useCustomerId } from '../../../components/use-customer-id';

export const atsKey = (customerId: string | null) => (customerId ? otherPaths.atsRegistration(customerId) : null);

/** GET oa private/v1/customers/{id}/ats (ours, issue 22): the debit's status, the refusal, the bank, the names. */
export function useAts() {
  return useSWR(atsKey(useCustomerId()), (k: string) => getData(k, atsRegistrationSchema));
}

/**
 * PUT the bank details (the bank step's body), then the ATS read again and the dashboard's plan list
 * (its status cards, 5-minute cache) dropped, so the dashboard shows the request as sent.
 */
export function useSendAts(customerId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    (body: unknown): Promise<AtsRegistration> =>
      runMutation(mutate, {
        send: async () => {
          const saved = await getHttpClient().put<AtsRegistration>(otherPaths.atsRegistration(customerId), {
            body,
            schema: atsRegistrationSchema,
          });
          await mutate(portAggregationPaths.planList, undefined, { revalidate: true });
          return saved;
        },
        revalidate: () => [atsKey(customerId)],
      }),
    [mutate, customerId],
  );
}
