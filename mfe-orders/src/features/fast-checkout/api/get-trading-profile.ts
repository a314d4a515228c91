import useSWR from 'swr';
import { portPaths } from '@port/shared/contracts/api-paths';
import { tradingProfileSchema } from '@port/shared/contracts/trading-profile';
import { getData } from '@port/shared/http/data';

/** GET port private/api/v1/customer/trading-profile (ours, issue 8): may the customer trade. */
export const tradingProfileKey = portPaths.tradingProfile;
export const getTradingProfile = (key: string) => getData(key, tradingProfileSchema);
export const useTradingProfile = () => useSWR(tradingProfileKey, getTradingProfile, { revalidateOnFocus: false });
