import useSWR from 'swr';
import { portPaths } from '@port/shared/contracts/api-paths';
import { customerBankListSchema } from '@port/shared/contracts/trading-profile';
import { getData } from '@port/shared/http/data';

/** GET port private/api/v1/customer/banks (ours, issue 8): the banks a monthly debit may come from. */
export const customerBanksKey = portPaths.customerBanks;
export const getCustomerBanks = (key: string) => getData(key, customerBankListSchema);
export const useCustomerBanks = (enabled: boolean) =>
  useSWR(enabled ? customerBanksKey : null, getCustomerBanks, { revalidateOnFocus: false });
