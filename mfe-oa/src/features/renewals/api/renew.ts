import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { otherPaths, portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { customerRecordSchema, type CustomerRecord } from '@port/shared/contracts/customer-record';
import { getHttpClient } from '@port/shared/http/get-http-client';
import { runMutation } from '@port/shared/http/mutation';
import { customerRecordKey } from './get-customer-record';

export type RenewalPart = 'suitability' | 'kyc' | 'id_card';

const PATH_OF: Record<RenewalPart, (customerId: string) => string> = {
  suitability: otherPaths.renewSuitability,
  kyc: otherPaths.reviewKyc,
  id_card: otherPaths.updateIdCard,
};

/** What judges who may trade, read by other remotes (SWR is one shared cache across remotes). */
const TRADING_KEYS = [portPaths.tradingProfile, portAggregationPaths.planList];

/**
 * PUT one renewal (ours, issue 18), then the record is read again and the cached trading profile
 * (checkout) and plan list (dashboard cards, 5-minute cache) are dropped, so the next screen that
 * shows them asks the server instead of showing the old refusal; `customer/record-renewed` tells
 * screens that are still open.
 */
export function useRenew(part: RenewalPart, customerId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    (body: unknown): Promise<CustomerRecord> =>
      runMutation(mutate, {
        send: async () => {
          const record = await getHttpClient().put<CustomerRecord>(PATH_OF[part](customerId), {
            body,
            schema: customerRecordSchema,
          });
          await Promise.all(TRADING_KEYS.map((key) => mutate(key, undefined, { revalidate: true })));
          return record;
        },
        revalidate: () => [customerRecordKey(customerId)],
        announce: () => ({ name: 'customer/record-renewed', payload: { part } }),
      }),
    [mutate, part, customerId],
  );
}
