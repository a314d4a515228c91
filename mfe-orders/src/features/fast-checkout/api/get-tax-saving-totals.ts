import useSWR from 'swr';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { taxSavingFundSchema } from '@port/shared/contracts/tax-saving';
import { getData } from '@port/shared/http/data';

/** GET tax-saving-fund (spec §7): this year's purchases, for the room the calculator shows (issue 17 item 2). */
export const useTaxSavingTotals = (enabled: boolean) =>
  useSWR(enabled ? otherPaths.taxSavingFund : null, (key: string) => getData(key, taxSavingFundSchema), {
    revalidateOnFocus: false,
  });
