import useSWR from 'swr';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { taxFundPurchasesSchema } from '@port/shared/contracts/tax-saving';
import { getData } from '@port/shared/http/data';

/** GET …/tax-saving-fund/purchases (ours, issue 10 item 5): tax-fund buys still held, with trade dates. */
export const taxFundPurchasesKey = otherPaths.taxSavingFundPurchases;
export const getTaxFundPurchases = (key: string) => getData(key, taxFundPurchasesSchema);

/** Signed-in customers only: a visitor must never be sent to sign in by a private call. */
export const useTaxFundPurchases = (signedIn: boolean) =>
  useSWR(signedIn ? taxFundPurchasesKey : null, getTaxFundPurchases, { revalidateOnFocus: false, shouldRetryOnError: false });
