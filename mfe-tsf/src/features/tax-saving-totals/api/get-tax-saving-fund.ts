import useSWR from 'swr';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { taxSavingFundSchema } from '@port/shared/contracts/tax-saving';
import { getData } from '@port/shared/http/data';

/** GET /proxy/external-order/private/api/v1/tax-saving-fund (spec §7): yearly costs per tax type. */
export const taxSavingFundKey = otherPaths.taxSavingFund;
export const getTaxSavingFund = (key: string) => getData(key, taxSavingFundSchema);

/** Only for a signed-in customer: the call is private and a visitor must not be sent to sign in by it. */
export const useTaxSavingFund = (signedIn: boolean) =>
  useSWR(signedIn ? taxSavingFundKey : null, getTaxSavingFund, { revalidateOnFocus: false, shouldRetryOnError: false });
