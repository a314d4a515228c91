import useSWR from 'swr';
import { portPaths } from '@port/shared/contracts/api-paths';
import { tradingProfileSchema } from '@port/shared/contracts/trading-profile';
import { getData } from '@port/shared/http/data';

/** GET port private/api/v1/customer/trading-profile (ours, issue 8): the customer's allowed fund risk (issue 17). */
export const useTradingProfile = (signedIn: boolean) =>
  useSWR(signedIn ? portPaths.tradingProfile : null, (key: string) => getData(key, tradingProfileSchema), {
    revalidateOnFocus: false,
  });
