import { useEffect } from 'react';
import useSWR from 'swr';
import { on } from '@port/shared/bus/event-bus';
import { portPaths } from '@port/shared/contracts/api-paths';
import { tradingProfileSchema } from '@port/shared/contracts/trading-profile';
import { getData } from '@port/shared/http/data';

/** GET port private/api/v1/customer/trading-profile (ours, issue 8): may the customer trade. */
export const tradingProfileKey = portPaths.tradingProfile;
export const getTradingProfile = (key: string) => getData(key, tradingProfileSchema);

/**
 * Read again whenever the customer may have changed it (issue 18): a renewal announced on the bus,
 * or coming back to this tab after renewing in another, so a checkout opened before renewing never
 * refuses on the old state.
 */
export function useTradingProfile() {
  const swr = useSWR(tradingProfileKey, getTradingProfile, { revalidateOnFocus: true });
  const { mutate } = swr;
  useEffect(() => on('customer/record-renewed', () => void mutate()), [mutate]);
  return swr;
}
